import { z } from 'zod';
import { EmailAddress, IsoTimestamp, TimeZone, UserId } from '../common/primitives';

/**
 * A member's place in a circle. The owner is the caregiver who added the recipient; an organizer
 * is family who also invites and manages tasks; family sees the recipient's care information; a
 * helper sees and takes tasks and reads updates, never health information.
 */
export const CIRCLE_ROLES = ['owner', 'organizer', 'family', 'helper'] as const;
export const CircleRole = z.enum(CIRCLE_ROLES);
export type CircleRole = z.infer<typeof CircleRole>;

/** The roles a member can be given (ownership is handed over, never given as a role). */
export const MemberRole = z.enum(['organizer', 'family', 'helper'], {
  error: 'Please choose a role: organizer, family or helper.',
});
export type MemberRole = z.infer<typeof MemberRole>;

export const CircleNotFound = 'We could not find that care circle.';

export const CircleMember = z.object({
  userId: UserId,
  name: z.string(),
  role: CircleRole,
  joinedAt: IsoTimestamp,
});
export type CircleMember = z.infer<typeof CircleMember>;

/** How a member hears of new updates: each one as it is posted, or one daily digest. */
export const UPDATE_NOTICES = ['each', 'daily'] as const;
export const UpdateNotices = z.enum(UPDATE_NOTICES, {
  error: 'Please choose how to hear of updates: each or daily.',
});
export type UpdateNotices = z.infer<typeof UpdateNotices>;

const HourOfDay = z
  .number({ error: 'Choose an hour from 0 to 23.' })
  .int({ error: 'Choose an hour from 0 to 23.' })
  .min(0, { error: 'Choose an hour from 0 to 23.' })
  .max(23, { error: 'Choose an hour from 0 to 23.' });

/** The hours a member's reminders keep quiet, on their own clock: from `from` until `until`. */
export const QuietHours = z
  .object(
    { from: HourOfDay, until: HourOfDay },
    { error: 'Quiet hours need an hour to start and an hour to end, from 0 to 23.' },
  )
  .refine((quiet) => quiet.from !== quiet.until, {
    error: 'Quiet hours must start and end at different hours.',
    path: ['until'],
  });
export type QuietHours = z.infer<typeof QuietHours>;

/** Quiet from 9 pm to 8 am, until a member chooses otherwise. */
export const DefaultQuietHours: QuietHours = { from: 21, until: 8 };

/**
 * A member's own settings in one circle: their time zone (null means the circle's), the quiet
 * hours their reminders keep in it, and how they hear of updates.
 */
export const MySettings = z.object({
  timeZone: z.string().nullable(),
  quietHours: QuietHours,
  updateNotices: UpdateNotices,
  /** Whether they are reminded of the recipient's doses and refills (never a helper). */
  doseReminders: z.boolean(),
});
export type MySettings = z.infer<typeof MySettings>;

/** A circle as one of its members sees it (never another member's e-mail address). */
export const Circle = z.object({
  recipientId: z.uuid(),
  recipientName: z.string(),
  timeZone: z.string(),
  yourRole: CircleRole,
  yourSettings: MySettings,
  members: z.array(CircleMember),
});
export type Circle = z.infer<typeof Circle>;

/** A circle the caller is in, as her Home lists it: whose it is and her role in it, nothing more. */
export const MyCircle = z.object({
  recipientId: z.uuid(),
  recipientName: z.string(),
  yourRole: CircleRole,
});
export type MyCircle = z.infer<typeof MyCircle>;

export const UpdateCircleBody = z.object({ timeZone: TimeZone });

export const UpdateMySettingsBody = z.object({
  timeZone: TimeZone.nullable().optional(),
  quietHours: QuietHours.optional(),
  updateNotices: UpdateNotices.optional(),
  doseReminders: z
    .boolean({ error: 'Say whether you want dose reminders: true or false.' })
    .optional(),
});
export type UpdateMySettingsBody = z.infer<typeof UpdateMySettingsBody>;
export const ChangeRoleBody = z.object({ role: MemberRole });
export const TransferOwnershipBody = z.object({
  newOwnerUserId: z.uuid({ error: 'Please choose a member of the circle.' }),
});

/** An invitation's life: answered once, revoked by the circle, or past its 7 days. */
export const INVITATION_STATES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export const InvitationStatus = z.enum([...INVITATION_STATES, 'expired']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The e-mail is optional: without one, the link is shared by text message. */
export const InviteBody = z.object({
  email: EmailAddress.optional(),
  role: MemberRole,
});

/** An invitation as the circle's owner and organizers see it. */
export const Invitation = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  role: CircleRole,
  inviterName: z.string(),
  status: InvitationStatus,
  createdAt: IsoTimestamp,
  expiresAt: IsoTimestamp,
});
export type Invitation = z.infer<typeof Invitation>;

/** A new invitation, with its link: shown this once (only a hash of its token is kept). */
export const CreatedInvitation = Invitation.extend({ link: z.url(), token: z.string() });

/**
 * What the link's page shows before the invited person answers: who invites, for whom, as what.
 * A link that is expired, withdrawn or already used shows nothing (410).
 */
export const InvitationView = z.object({
  recipientName: z.string(),
  inviterName: z.string(),
  role: CircleRole,
  expiresAt: IsoTimestamp,
});
export type InvitationView = z.infer<typeof InvitationView>;

export const AcceptedInvitation = z.object({ recipientId: z.uuid(), role: CircleRole });

/** An invitation token as it travels in a link; one that names nothing is a 404. */
export const InvitationToken = z.string().max(200);
