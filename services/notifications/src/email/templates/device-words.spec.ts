import type { DeviceFacts } from '@tend/contracts';
import { deviceInEmail } from './device-words';

const seen = (facts: Partial<DeviceFacts>): DeviceFacts => ({
  kind: 'unknown',
  model: null,
  maker: null,
  os: null,
  browser: null,
  browserVersion: null,
  ...facts,
});
const androidChrome = seen({
  kind: 'phone',
  maker: 'Android',
  os: 'Android',
  browser: 'Chrome',
  browserVersion: '131',
});

describe('the device a new-sign-in e-mail names', () => {
  it.each([
    [androidChrome, 'Chrome 131 on Android phone', 'Chrome 131 en un teléfono Android'],
    [
      seen({ kind: 'phone', model: 'iPhone', os: 'iOS', browser: 'Safari', browserVersion: '17' }),
      'Safari 17 on iPhone',
      'Safari 17 en un iPhone',
    ],
    [
      seen({ kind: 'tablet', maker: 'Samsung', browser: 'Chrome', browserVersion: '126' }),
      'Chrome 126 on Samsung tablet',
      'Chrome 126 en una tableta Samsung',
    ],
    [
      seen({ kind: 'computer', os: 'Windows', browser: 'Edge', browserVersion: '126' }),
      'Edge 126 on Windows computer',
      'Edge 126 en una computadora con Windows',
    ],
    [
      seen({ kind: 'computer', os: 'macOS', browser: 'Safari', browserVersion: '17' }),
      'Safari 17 on Mac',
      'Safari 17 en una Mac',
    ],
    [
      seen({ kind: 'computer', os: 'ChromeOS', browser: 'Chrome' }),
      'Chrome on Chromebook',
      'Chrome en una Chromebook',
    ],
    [seen({ kind: 'phone', maker: 'Samsung' }), 'Samsung phone', 'Teléfono Samsung'],
    [seen({ browser: 'Firefox', browserVersion: '127' }), 'Firefox 127', 'Firefox 127'],
    [seen({}), 'Unknown device', 'Dispositivo desconocido'],
  ])('%o: "%s", "%s"', (facts, english, spanish) => {
    const data = { firstName: 'Rosa', seenAs: JSON.stringify(facts) };
    expect(deviceInEmail(data, 'en')).toBe(english);
    expect(deviceInEmail(data, 'es-US')).toBe(spanish);
  });

  it('keeps the English words an e-mail queued before the device was data stored', () => {
    const data = { firstName: 'Rosa', device: 'Android phone', browser: 'Chrome 131' };
    expect(deviceInEmail(data, 'en')).toBe('Chrome 131 on Android phone');
    expect(deviceInEmail(data, 'es-US')).toBe('Chrome 131 en Android phone');
  });
});
