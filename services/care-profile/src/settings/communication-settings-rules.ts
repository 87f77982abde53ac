import type {
  CommunicationSettingKey,
  CommunicationSettingsValues,
  UnsubscribeScope,
} from '@tend/contracts';

export type SettingsChange = Partial<CommunicationSettingsValues>;

/** The settings after a change, and whether anything actually changed (only then is an event due). */
export function applySettingsChange(
  current: CommunicationSettingsValues,
  change: SettingsChange,
): { next: CommunicationSettingsValues; changed: boolean } {
  const next = { ...current };
  let changed = false;
  for (const key of Object.keys(current) as CommunicationSettingKey[]) {
    const value = change[key];
    if (typeof value === 'boolean' && value !== current[key]) {
      next[key] = value;
      changed = true;
    }
  }
  return { next, changed };
}

/**
 * The settings an unsubscribe link turns off. 'all' and 'updates' stop optional e-mail, which only
 * the e-mail toggle governs; 'tips' turns off care tips. Notifications also keeps the scope itself.
 */
export function unsubscribeSettingsChange(scope: UnsubscribeScope): SettingsChange {
  switch (scope) {
    case 'all':
    case 'updates':
      return { emailNotifications: false };
    case 'tips':
      return { tipNotifications: false };
  }
}
