import { z } from 'zod';

/** `GET /api/communication-settings` answer. */
export const CommunicationSettings = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  tipNotifications: z.boolean(),
});
export type CommunicationSettings = z.infer<typeof CommunicationSettings>;
export type CommunicationSettingKey = keyof CommunicationSettings;

/** Defaults when a value is missing (spec section 9): e-mail on, SMS off, push on, tips on. */
export const DefaultCommunicationSettings: CommunicationSettings = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  tipNotifications: true,
};

/** Fills any missing field with its default. */
export function withCommunicationDefaults(
  partial: Partial<Record<CommunicationSettingKey, boolean | null | undefined>> | null | undefined,
): CommunicationSettings {
  const result = { ...DefaultCommunicationSettings };
  for (const key of Object.keys(DefaultCommunicationSettings) as CommunicationSettingKey[]) {
    const value = partial?.[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}

/** `PATCH /api/communication-settings`: the one changed boolean field (at least one field). */
export const UpdateCommunicationSettingsBody = CommunicationSettings.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to update' });
export type UpdateCommunicationSettingsBody = z.infer<typeof UpdateCommunicationSettingsBody>;
