import { fireEvent, screen, within } from '@testing-library/react';
import type { CircleRole, HealthAuditEntry } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { aCircle, brother, you } from '../../../test/fixtures/circle-fixtures';
import { aMedication, metforminId, recipientId } from '../../../test/fixtures/medication-fixtures';
import type { Responder } from '../../test/fetch-mock';
import MedicationScreens from './MedicineScreensPage';

const base = `/api/recipients/${recipientId}`;
const rosa = { userId: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f', name: 'Rosa' };

// Instants at noon and evening UTC, on one day wherever the test machine is.
const audit: HealthAuditEntry[] = [
  { at: '2026-11-27T15:05:00.000Z', by: rosa, action: 'read-medications', subjectId: null },
  { at: '2026-11-27T15:03:00.000Z', by: rosa, action: 'read-medications', subjectId: null },
  { at: '2026-11-27T15:01:00.000Z', by: rosa, action: 'read-medications', subjectId: null },
  {
    at: '2026-11-27T14:00:00.000Z',
    by: null,
    action: 'clinician-read-visit-summary',
    subjectId: null,
  },
  {
    at: '2026-11-26T15:00:00.000Z',
    by: brother,
    action: 'changed-medication',
    subjectId: metforminId,
  },
  { at: '2026-11-26T14:00:00.000Z', by: null, action: 'logged-dose', subjectId: null },
];

function renderAt(path: string, role: CircleRole, more: Record<string, Responder> = {}) {
  return renderWithProviders(<MedicationScreens />, {
    route: `/recipients/${recipientId}/${path}`,
    path: '/recipients/:id/*',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/medications`]: { json: [aMedication()] },
      [`GET ${base}/health-audit`]: { json: audit },
      ...more,
    },
  });
}

describe('the owner’s audit of health information', () => {
  it('shows its link below the list only once the list is here, so it does not jump under a tap', async () => {
    let answer: (spec: { json: unknown }) => void = () => undefined;
    const list = new Promise<{ json: unknown }>((resolve) => (answer = resolve));
    renderAt('medications', 'owner', { [`GET ${base}/medications`]: () => list });
    await screen.findByText('Loading the medicines');
    expect(screen.queryByRole('link', { name: 'Who saw and changed what' })).toBeNull();
    answer({ json: [aMedication()] });
    await screen.findByRole('link', { name: 'Who saw and changed what' });
    expect(screen.getByRole('article', { name: 'Metformin' })).toBeInTheDocument();
  });

  it('is reached from the list and says who did what, a day at a time', async () => {
    renderAt('medications', 'owner');
    fireEvent.click(await screen.findByRole('link', { name: 'Who saw and changed what' }));
    await screen.findByRole('heading', { name: 'Who saw and changed what' });
    const days = await screen.findAllByRole('region', { name: /November 2\d, 2026/ });
    expect(days).toHaveLength(2);
    // Three looks in a row are one line.
    expect(within(days[0]).getAllByText('Rosa looked at the medicine list')).toHaveLength(1);
    expect(within(days[0]).getByText(/^3 times since \d/)).toBeInTheDocument();
    expect(
      within(days[0]).getByText(
        'A clinician opened the page for the doctor through its shared link',
      ),
    ).toBeInTheDocument();
    // The medicine's name, from the list already loaded.
    expect(within(days[1]).getByText('Luis Rivera changed a medicine')).toBeInTheDocument();
    expect(within(days[1]).getByText('Metformin')).toBeInTheDocument();
    expect(
      within(days[1]).getByText(
        'Someone no longer in the circle logged a dose as given or skipped',
      ),
    ).toBeInTheDocument();
  });

  it.each<CircleRole>(['organizer', 'family'])(
    'is not offered to %s, nor asked for',
    async (role) => {
      const { http } = renderAt('medications/audit', role);
      await screen.findByRole('heading', { name: 'Medicine list' });
      expect(
        screen.queryByRole('link', { name: 'Who saw and changed what' }),
      ).not.toBeInTheDocument();
      expect(http.calls(`GET ${base}/health-audit`)).toHaveLength(0);
    },
  );

  it('says so when it cannot be loaded', async () => {
    renderAt('medications/audit', 'owner', {
      [`GET ${base}/health-audit`]: { status: 500, json: { message: 'Internal error' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the list of who saw and changed what.',
    );
  });
});
