import { z } from 'zod';

// Defaults and the key type live in communication-settings.defaults.ts (zod-free, for the browser).

/** `GET /api/communication-settings` answer. */
export const CommunicationSettings = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  tipNotifications: z.boolean(),
});
export type CommunicationSettings = z.infer<typeof CommunicationSettings>;

/** `PATCH /api/communication-settings`: the one changed boolean field (at least one field). */
export const UpdateCommunicationSettingsBody = CommunicationSettings.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to update' });
export type UpdateCommunicationSettingsBody = z.infer<typeof UpdateCommunicationSettingsBody>;
