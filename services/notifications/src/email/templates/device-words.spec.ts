import type { DeviceFacts } from '@tend/contracts';
import deviceNames from '../../../../contracts/test/fixtures/device-names.json';
import { deviceInEmail } from './device-words';

const { devices } = deviceNames as { devices: { seenAs: DeviceFacts; en: string; es: string }[] };

describe('the device a new-sign-in e-mail names', () => {
  it.each(devices.map((d) => [d.seenAs, d.en, d.es]))(
    '%o: "%s", "%s"',
    (facts, english, spanish) => {
      const data = { firstName: 'Rosa', seenAs: JSON.stringify(facts) };
      expect(deviceInEmail(data, 'en')).toBe(english);
      expect(deviceInEmail(data, 'es-US')).toBe(spanish);
    },
  );

  it('keeps the English words an e-mail queued before the device was data stored', () => {
    const data = { firstName: 'Rosa', device: 'Android phone', browser: 'Chrome 131' };
    expect(deviceInEmail(data, 'en')).toBe('Chrome 131 on Android phone');
    expect(deviceInEmail(data, 'es-US')).toBe('Chrome 131 en Android phone');
  });
});
