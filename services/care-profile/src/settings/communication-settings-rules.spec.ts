import { DefaultCommunicationSettings } from '@tend/contracts';
import { applySettingsChange, unsubscribeSettingsChange } from './communication-settings-rules';

const defaults = DefaultCommunicationSettings;

describe('applySettingsChange', () => {
  it.each([
    ['turning SMS on', { smsNotifications: true }, { ...defaults, smsNotifications: true }, true],
    [
      'turning e-mail off',
      { emailNotifications: false },
      { ...defaults, emailNotifications: false },
      true,
    ],
    ['setting a value it already has', { pushNotifications: true }, defaults, false],
    ['nothing', {}, defaults, false],
    [
      'two toggles at once',
      { tipNotifications: false, smsNotifications: true },
      { ...defaults, tipNotifications: false, smsNotifications: true },
      true,
    ],
  ])('%s', (_case, change, next, changed) => {
    expect(applySettingsChange(defaults, change)).toEqual({ next, changed });
  });

  it('leaves the current settings untouched', () => {
    const current = { ...defaults };
    applySettingsChange(current, { emailNotifications: false });
    expect(current).toEqual(defaults);
  });
});

describe('unsubscribeSettingsChange', () => {
  it.each([
    ['all', { emailNotifications: false }],
    ['updates', { emailNotifications: false }],
    ['tips', { tipNotifications: false }],
  ] as const)('%s', (scope, change) => {
    expect(unsubscribeSettingsChange(scope)).toEqual(change);
  });
});
