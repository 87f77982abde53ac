import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { aCircle, you } from '../../../test/fixtures/circle-fixtures';
import { aDay, aDose, metforminId, recipientId } from '../../../test/fixtures/medication-fixtures';
import type { Responder } from '../../test/fetch-mock';
import MedicationScreens from './MedicineScreensPage';

const base = `/api/recipients/${recipientId}`;

// Yesterday in Dad's circle: the 8 am metformin given, the 8 pm one forgotten.
const yesterday = aDay({
  day: '2026-11-26',
  doses: [
    aDose({ scheduledFor: '2026-11-26T08:00', state: 'skipped' }),
    aDose({
      scheduledFor: '2026-11-26T20:00',
      dueAt: '2026-11-27T02:00:00.000Z',
      state: 'missed',
    }),
  ],
});

function renderToday(more: Record<string, Responder> = {}) {
  return renderWithProviders(<MedicationScreens />, {
    route: `/recipients/${recipientId}/doses`,
    path: '/recipients/:id/*',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle('family') },
      [`GET ${base}/doses`]: { json: aDay() },
      [`GET ${base}/doses?day=2026-11-26`]: { json: yesterday },
      ...more,
    },
  });
}

async function goToYesterday() {
  fireEvent.click(await screen.findByRole('button', { name: 'Previous day' }));
  await screen.findByRole('heading', { name: 'Thursday, November 26' });
}

describe('Today, for an earlier day', () => {
  // Noon in Chicago on Friday, November 27.
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T18:00:00Z')));
  afterEach(() => jest.restoreAllMocks());

  it('goes back to yesterday and returns to today, never past it', async () => {
    renderToday();
    await screen.findByRole('heading', { name: 'Friday, November 27' });
    expect(screen.queryByRole('button', { name: /Today|Next day/ })).not.toBeInTheDocument();
    await goToYesterday();
    expect(screen.getByRole('heading', { name: "Dad's doses" })).toBeInTheDocument();
    expect(screen.getByText(/A day gone by\./)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?day=2026-11-26');
    // Nothing is given "now" on a day gone by.
    expect(screen.queryByRole('button', { name: 'Give now' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByRole('heading', { name: 'Friday, November 27' });
    expect(screen.getByRole('heading', { name: "Dad's doses today" })).toBeInTheDocument();
  });

  it('logs a dose forgotten yesterday at the time it was given', async () => {
    const { http } = renderToday({
      [`POST ${base}/doses`]: { status: 201, json: aDose({ state: 'given' }) },
    });
    await goToYesterday();
    const evening = await screen.findByRole('article', { name: /8:00\sPM/ });
    fireEvent.click(within(evening).getByRole('button', { name: 'Given' }));
    const dialog = await screen.findByRole('dialog', { name: 'When was Metformin given?' });
    const time = within(dialog).getByLabelText('The time it was given on Thursday, November 26');
    expect(time).toHaveValue('20:00');
    fireEvent.change(time, { target: { value: '20:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Given' }));
    await waitFor(() => expect(http.calls(`POST ${base}/doses`)).toHaveLength(1));
    expect(http.calls(`POST ${base}/doses`)[0].body).toEqual({
      medicationId: metforminId,
      scheduledFor: '2026-11-26T20:00',
      status: 'given',
      reason: null,
      confirm: false,
      at: '2026-11-27T02:30:00.000Z',
    });
  });

  it('says the API’s sentence when it refuses the dose', async () => {
    const refusal = 'A dose can be logged up to 7 days late.';
    renderToday({
      [`POST ${base}/doses`]: { status: 400, json: { statusCode: 400, message: refusal } },
    });
    await goToYesterday();
    const evening = await screen.findByRole('article', { name: /8:00\sPM/ });
    fireEvent.click(within(evening).getByRole('button', { name: 'Given' }));
    const dialog = await screen.findByRole('dialog', { name: 'When was Metformin given?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Given' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
