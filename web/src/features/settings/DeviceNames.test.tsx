import { screen } from '@testing-library/react';
import type { DeviceFacts, SessionSummary } from '@tend/contracts';
import type { Language } from '../../i18n/languages';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { DevicesSection } from './DevicesSection';

const seen = (facts: Partial<DeviceFacts>): DeviceFacts => ({
  kind: 'unknown',
  model: null,
  maker: null,
  os: null,
  browser: null,
  browserVersion: null,
  ...facts,
});

/** Each device, and how the Devices list names it in English and in Spanish (issue 48). */
const devices: [DeviceFacts, string, string][] = [
  [
    seen({
      kind: 'phone',
      maker: 'Android',
      os: 'Android',
      browser: 'Chrome',
      browserVersion: '131',
    }),
    'Chrome 131 on Android phone',
    'Chrome 131 en un teléfono Android',
  ],
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
    seen({ kind: 'computer', os: 'Linux', browser: 'Firefox', browserVersion: '128' }),
    'Firefox 128 on Linux computer',
    'Firefox 128 en una computadora con Linux',
  ],
  [seen({ kind: 'phone', maker: 'Samsung' }), 'Samsung phone', 'Teléfono Samsung'],
  [seen({ kind: 'computer', os: 'ChromeOS' }), 'Chromebook', 'Chromebook'],
  [seen({ browser: 'Opera', browserVersion: '110' }), 'Opera 110', 'Opera 110'],
  [seen({}), 'Unknown device', 'Dispositivo desconocido'],
];

function aSession(seenAs: DeviceFacts, n: number): SessionSummary {
  const now = Date.now();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdAt: new Date(now - 3_600_000).toISOString(),
    expiresAt: new Date(now + 86_400_000).toISOString(),
    userAgent: null,
    seenAs,
    lastSeenAt: new Date(now - n * 60_000).toISOString(),
    current: false,
  };
}

describe.each<[Language, 1 | 2, string]>([
  ['en', 1, 'Sign out'],
  ['es-US', 2, 'Cerrar la sesión en'],
])('the Devices list in %s', (language, column, signOut) => {
  it('names each device and browser in the reader’s words', async () => {
    renderWithProviders(<DevicesSection />, {
      user: aUser(),
      language,
      routes: {
        'GET /api/auth/sessions': { json: devices.map(([facts], n) => aSession(facts, n + 1)) },
      },
    });
    for (const device of devices) {
      const name = `${signOut} ${device[column]}`;
      expect(await screen.findByRole('button', { name })).toBeVisible();
    }
  });
});
