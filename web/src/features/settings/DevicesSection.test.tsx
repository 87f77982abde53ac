import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionSummary } from '@tend/contracts';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { DevicesSection } from './DevicesSection';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function aSession(overrides: Partial<SessionSummary>): SessionSummary {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: minutesAgo(180),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    userAgent: null,
    seenAs: {
      kind: 'phone',
      model: 'iPhone',
      maker: null,
      os: 'iOS',
      browser: 'Safari',
      browserVersion: '17',
    },
    lastSeenAt: minutesAgo(1),
    current: true,
    ...overrides,
  };
}

const phone = aSession({});
const laptop = aSession({
  id: '00000000-0000-4000-8000-000000000002',
  seenAs: {
    kind: 'computer',
    model: null,
    maker: null,
    os: 'Windows',
    browser: 'Edge',
    browserVersion: '126',
  },
  createdAt: minutesAgo(3 * 24 * 60),
  lastSeenAt: minutesAgo(25),
  current: false,
});

describe('Devices in Settings', () => {
  it('lists this device first, marked, and each other one with its times and a Sign out', async () => {
    renderWithProviders(<DevicesSection />, {
      user: aUser(),
      routes: { 'GET /api/auth/sessions': { json: [laptop, phone] } },
    });
    const rows = within(
      await screen.findByRole('list', { name: 'Signed-in devices' }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Safari 17 on iPhone');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Signed in 3 hours ago · Active now');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Edge 126 on Windows computer');
    expect(rows[1]).toHaveTextContent('Signed in 3 days ago · Last active 25 minutes ago');
    expect(rows[1]).not.toHaveTextContent('This device');
    expect(
      within(rows[1]).getByRole('button', { name: 'Sign out Edge 126 on Windows computer' }),
    ).toBeVisible();
  });

  it('signs one other device out and lists the devices again', async () => {
    const user = userEvent.setup();
    let signedIn = [phone, laptop];
    const { http } = renderWithProviders(<DevicesSection />, {
      user: aUser(),
      routes: {
        'GET /api/auth/sessions': () => ({ json: signedIn }),
        [`DELETE /api/auth/sessions/${laptop.id}`]: () => {
          signedIn = [phone];
          return { json: { ok: true } };
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Sign out Edge 126 on Windows computer' }),
    );
    expect(
      await screen.findByText('Edge 126 on Windows computer has been signed out.'),
    ).toBeVisible();
    expect(await screen.findByText('You are signed in on this device only.')).toBeVisible();
    expect(http.calls(`DELETE /api/auth/sessions/${laptop.id}`)).toHaveLength(1);
  });

  it('says so when the device was already signed out meanwhile, and lists the devices again', async () => {
    const user = userEvent.setup();
    let signedIn = [phone, laptop];
    const { http } = renderWithProviders(<DevicesSection />, {
      user: aUser(),
      routes: {
        'GET /api/auth/sessions': () => ({ json: signedIn }),
        [`DELETE /api/auth/sessions/${laptop.id}`]: () => {
          signedIn = [phone];
          return {
            status: 404,
            text: JSON.stringify({
              statusCode: 404,
              message: 'That session has already ended.',
              error: 'Not Found',
            }),
          };
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Sign out Edge 126 on Windows computer' }),
    );
    expect(await screen.findByText('That session has already ended.')).toBeVisible();
    expect(await screen.findByText('You are signed in on this device only.')).toBeVisible();
    expect(http.calls('GET /api/auth/sessions')).toHaveLength(2);
  });

  it('asks before signing out everywhere else, and says this device stays signed in', async () => {
    const user = userEvent.setup();
    const { http } = renderWithProviders(<DevicesSection />, {
      user: aUser(),
      routes: {
        'GET /api/auth/sessions': { json: [phone, laptop] },
        'POST /api/auth/sessions/revoke-others': { json: { revoked: 1 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sign out everywhere else?');
    expect(dialog).toHaveTextContent('This device stays signed in.');
    expect(http.calls('POST /api/auth/sessions/revoke-others')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other devices' }));
    expect(
      await screen.findByText('1 other device was signed out. This device stays signed in.'),
    ).toBeVisible();
    expect(http.calls('POST /api/auth/sessions/revoke-others')).toHaveLength(1);
  });

  it('says so when the list cannot be loaded, and offers to try again', async () => {
    const user = userEvent.setup();
    const { http } = renderWithProviders(<DevicesSection />, {
      user: aUser(),
      routes: { 'GET /api/auth/sessions': { status: 503, text: 'down' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your devices.');
    http.on('GET /api/auth/sessions', { json: [phone] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Safari 17 on iPhone')).toBeVisible();
  });
});
