import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { EmailAddress, IsoTimestamp, UserId } from '../common/primitives';
import { UnsubscribeScope } from '../notifications/unsubscribe-scope';

/**
 * A caregiver's communication settings after a change (from Settings or an unsubscribe link), in
 * full, so a consumer keeps the latest copy without asking. Notifications sends only what they allow.
 */
export const CommunicationSettingsChanged = defineEvent(
  'care-profile.communication-settings.changed',
  z.object({
    userId: UserId,
    emailNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    tipNotifications: z.boolean(),
  }),
);

/**
 * A caregiver's care recipients after any change, in full (only what the coach needs: the name,
 * so that its answers can call the person by it, but no insurance), so a consumer keeps the latest
 * list without asking. `changedAt` orders the copies; events raised before names travelled lack it.
 */
export const CareRecipientsChanged = defineEvent(
  'care-profile.care-recipients.changed',
  z.object({
    userId: UserId,
    recipients: z
      .array(
        z.object({
          name: z.string().max(200).optional(),
          relationship: z.string(),
          conditions: z.array(z.string()),
        }),
      )
      .max(50),
    changedAt: IsoTimestamp,
  }),
);

/** A caregiver finished onboarding for the first time (later profile edits raise nothing). */
export const OnboardingCompleted = defineEvent(
  'care-profile.onboarding.completed',
  z.object({
    userId: UserId,
    firstName: z.string().optional(),
    completedAt: IsoTimestamp,
  }),
);

/**
 * An address asked, through a signed unsubscribe link, to stop e-mail of a scope ('all', 'tips' or
 * 'updates'). `userId` is null when no account holds the address: it is suppressed all the same.
 */
export const EmailUnsubscribed = defineEvent(
  'care-profile.email.unsubscribed',
  z.object({
    email: EmailAddress,
    scope: UnsubscribeScope,
    userId: UserId.nullable(),
  }),
);

/**
 * A caregiver removed someone she cares for. The circle around them closes with everything in it
 * (medicines, doses, care log, tasks, updates) while she still owns it; a circle she handed to
 * another member stays theirs.
 */
export const CareRecipientDeleted = defineEvent(
  'care-profile.care-recipient.deleted',
  z.object({
    userId: UserId,
    recipientId: z.uuid(),
    deletedAt: IsoTimestamp,
  }),
);
