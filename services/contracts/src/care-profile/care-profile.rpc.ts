import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import { EligibilityAnswers, EligibilityResult } from '../eligibility/eligibility.schemas';
import { UnsubscribeResult } from '../notifications/unsubscribe.schemas';
import {
  CommunicationSettings,
  UpdateCommunicationSettingsFields,
  refineCommunicationSettingsUpdate,
} from './communication-settings.schemas';
import {
  CareRecipient,
  CreateCareRecipientBody,
  Profile,
  SaveProfileFields,
  UpdateProfileFields,
  requireOnboardingConsents,
  requireSomeChange,
} from './profile.schemas';

const Owner = z.object({ userId: UserId });
const OwnedRecipient = Owner.extend({ recipientId: z.uuid() });
const Ok = z.object({ ok: z.literal(true) });

/** Longest `X-Eligibility-Data` header care-profile reads; a longer one is ignored. */
export const MAX_ELIGIBILITY_DATA_LENGTH = 4096;

/**
 * RPCs answered by care-profile. Every request about a caregiver's data carries the `userId` the
 * gateway authenticated; someone else's recipient id answers 404.
 */
export const CareProfileRpc = {
  getProfile: defineRpc('care-profile', 'care-profile.profile.get', Owner, Profile),
  saveProfile: defineRpc(
    'care-profile',
    'care-profile.profile.save',
    SaveProfileFields.extend(Owner.shape).superRefine(requireOnboardingConsents),
    Profile,
  ),
  updateProfile: defineRpc(
    'care-profile',
    'care-profile.profile.update',
    UpdateProfileFields.extend(Owner.shape).superRefine(requireSomeChange),
    Profile,
  ),
  listRecipients: defineRpc(
    'care-profile',
    'care-profile.recipients.list',
    Owner,
    z.array(CareRecipient),
  ),
  createRecipient: defineRpc(
    'care-profile',
    'care-profile.recipients.create',
    CreateCareRecipientBody.extend(Owner.shape),
    CareRecipient,
  ),
  updateRecipient: defineRpc(
    'care-profile',
    'care-profile.recipients.update',
    CreateCareRecipientBody.extend(OwnedRecipient.shape),
    CareRecipient,
  ),
  deleteRecipient: defineRpc('care-profile', 'care-profile.recipients.delete', OwnedRecipient, Ok),
  getCommunicationSettings: defineRpc(
    'care-profile',
    'care-profile.communication-settings.get',
    Owner,
    CommunicationSettings,
  ),
  updateCommunicationSettings: defineRpc(
    'care-profile',
    'care-profile.communication-settings.update',
    UpdateCommunicationSettingsFields.extend(Owner.shape).superRefine(
      refineCommunicationSettingsUpdate,
    ),
    CommunicationSettings,
  ),
  listEligibilityResults: defineRpc(
    'care-profile',
    'care-profile.eligibility.list',
    Owner,
    z.array(EligibilityResult),
  ),
  /**
   * The `X-Eligibility-Data` header of a signed-in request, as sent: the checker's answers as JSON
   * (`{relationship, benefits, age, state, zipCode, condition}`, other keys ignored). Care-profile
   * checks them, computes the score itself and stores the result once; a bad value is a 400.
   */
  recordEligibility: defineRpc(
    'care-profile',
    'care-profile.eligibility.record',
    Owner.extend({ data: z.string().max(MAX_ELIGIBILITY_DATA_LENGTH) }),
    z.object({ stored: z.boolean() }),
  ),
  /** The answers of the caregiver's latest eligibility check, or null: onboarding's prefill. */
  latestEligibilityAnswers: defineRpc(
    'care-profile',
    'care-profile.eligibility.latest-answers',
    Owner,
    z.object({ answers: EligibilityAnswers.nullable() }),
  ),
  /** Public: the signed token is the only credential. Never an error for a bad token. */
  unsubscribe: defineRpc(
    'care-profile',
    'care-profile.email.unsubscribe',
    z.object({ token: z.string().max(2048) }),
    UnsubscribeResult,
  ),
} as const;
