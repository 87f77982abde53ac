import { screen } from '@testing-library/react';
import type { DeviceFacts, SessionSummary } from '@tend/contracts';
import type { Language } from '../../i18n/languages';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import deviceNames from '../../../../services/contracts/test/fixtures/device-names.json';
import { DevicesSection } from './DevicesSection';

/** Each device, and how the Devices list names it in English and in Spanish (issue 48). */
const devices = (
  deviceNames as { devices: { seenAs: DeviceFacts; en: string; es: string }[] }
).devices.map(({ seenAs, en, es }): [DeviceFacts, string, string] => [seenAs, en, es]);

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
