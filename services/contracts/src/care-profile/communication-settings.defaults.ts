/** The four communication toggles (docs/product-spec.md section 3). Zod-free for the browser. */
export interface CommunicationSettingsValues {
  emailNotifications: boolean;
  smsNotifications: boolean;
  pushNotifications: boolean;
  tipNotifications: boolean;
}
export type CommunicationSettingKey = keyof CommunicationSettingsValues;

/** Defaults when a value is missing (docs/product-spec.md section 9): e-mail on, SMS off, push on, tips on. */
export const DefaultCommunicationSettings: CommunicationSettingsValues = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  tipNotifications: true,
};

/** Fills any missing field with its default. */
export function withCommunicationDefaults(
  partial: Partial<Record<CommunicationSettingKey, boolean | null | undefined>> | null | undefined,
): CommunicationSettingsValues {
  const result = { ...DefaultCommunicationSettings };
  for (const key of Object.keys(DefaultCommunicationSettings) as CommunicationSettingKey[]) {
    const value = partial?.[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}
