import { z } from 'zod';

// Defaults and the key type live in communication-settings.defaults.ts (zod-free, for the browser).

const Toggle = z.boolean({ error: 'Each setting must be true or false' });

/** `GET /api/communication-settings` answer. */
export const CommunicationSettings = z.object({
  emailNotifications: Toggle,
  smsNotifications: Toggle,
  pushNotifications: Toggle,
  tipNotifications: Toggle,
});
export type CommunicationSettings = z.infer<typeof CommunicationSettings>;

/** The fields of `PATCH /api/communication-settings`, before its rules (RPC requests extend these). */
export const UpdateCommunicationSettingsFields = CommunicationSettings.partial();

/** At least one setting must be named. */
export function refineCommunicationSettingsUpdate(
  body: z.infer<typeof UpdateCommunicationSettingsFields>,
  ctx: z.RefinementCtx,
): void {
  const named = Object.keys(CommunicationSettings.shape).some(
    (key) => body[key as keyof typeof body] !== undefined,
  );
  if (!named) ctx.addIssue({ code: 'custom', message: 'Nothing to update' });
}

/** `PATCH /api/communication-settings`: the one changed boolean field (at least one field). */
export const UpdateCommunicationSettingsBody = z
  .strictObject(UpdateCommunicationSettingsFields.shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only emailNotifications, smsNotifications, pushNotifications and tipNotifications can be changed'
        : undefined,
  })
  .superRefine(refineCommunicationSettingsUpdate);
export type UpdateCommunicationSettingsBody = z.infer<typeof UpdateCommunicationSettingsBody>;
