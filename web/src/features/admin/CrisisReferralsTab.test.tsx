import type { CrisisReferrals } from '@tend/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/factories';
import type { Responder, ResponseSpec } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import AdminDiscoveryPage from './AdminDiscoveryPage';
import { kindLabel, monthLabel } from './CrisisReferralsTab';

const REFERRALS = 'GET /api/admin/crisis-referrals';
const empty = { json: { items: [], nextCursor: null } };

/** The admin page on its crisis referrals tab, the counts answered by `referrals`. */
async function openReferrals(referrals: Responder) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<AdminDiscoveryPage />, {
    route: '/admin/discovery',
    user: aUser({ role: 'super_admin' }),
    routes: {
      'GET /api/discovery/sources/paged': empty,
      'GET /api/discovery/jobs/paged': empty,
      [REFERRALS]: referrals,
    },
  });
  await user.click(await screen.findByRole('tab', { name: 'Crisis Referrals' }));
  return rendered;
}

const counts = (referrals: CrisisReferrals['referrals']) => ({ json: { referrals } });

describe('admin: crisis referrals', () => {
  it('shows the counts by month and kind, newest month first, each level in its column', async () => {
    const { http } = await openReferrals(
      counts([
        { month: '2026-11', kind: 'suicide', level: 'emergency', count: 3 },
        { month: '2026-11', kind: 'suicide', level: 'concern', count: 5 },
        { month: '2026-11', kind: 'unresponsive', level: 'emergency', count: 1 },
        { month: '2026-10', kind: 'missing_person', level: 'emergency', count: 2 },
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Crisis referrals by month and kind' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Month', 'Kind', 'Emergency', 'Concern'],
      ['November 2026', 'Suicide', '3', '5'],
      ['November 2026', 'Unresponsive', '1', '0'],
      ['October 2026', 'Missing person', '2', '0'],
    ]);
    expect(
      screen.getByText(/The counts hold no message text and no user identity\./),
    ).toBeInTheDocument();
    expect(http.calls(REFERRALS)).toHaveLength(1);
    expect(http.calls(REFERRALS)[0]?.url).toBe('/api/admin/crisis-referrals');
  });

  it('says when nothing has been counted yet', async () => {
    await openReferrals(counts([]));
    expect(await screen.findByText('No crisis referrals counted yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/no message text and no user identity/)).toBeInTheDocument();
  });

  it('says it is loading until the counts arrive', async () => {
    let answer: (spec: ResponseSpec) => void = () => undefined;
    await openReferrals(() => new Promise<ResponseSpec>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading crisis referrals...');
    answer(counts([{ month: '2026-11', kind: 'breathing', level: 'emergency', count: 1 }]));
    expect(await screen.findByRole('cell', { name: 'Breathing' })).toBeInTheDocument();
    expect(screen.queryByText('Loading crisis referrals...')).not.toBeInTheDocument();
  });

  it('says when the counts could not be loaded', async () => {
    await openReferrals({
      status: 503,
      json: {
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Try again',
        error: 'Service Unavailable',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Crisis referrals could not be loaded.',
    );
  });

  it.each([
    ['suicide', 'Suicide'],
    ['caregiver_harm', 'Caregiver harm'],
    ['head_injury_fall', 'Head injury fall'],
  ])('names the kind %s "%s"', (kind, label) => expect(kindLabel(kind)).toBe(label));

  it.each([
    ['2026-01', 'January 2026'],
    ['2026-12', 'December 2026'],
  ])('names the month %s "%s"', (month, label) => expect(monthLabel(month)).toBe(label));
});
