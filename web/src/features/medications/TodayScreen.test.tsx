import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CircleRole } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { aCircle, brother, you } from '../../../test/fixtures/circle-fixtures';
import {
  aDay,
  aDose,
  acetaminophenId,
  metforminId,
  recipientId,
} from '../../../test/fixtures/medication-fixtures';
import type { Responder } from '../../test/fetch-mock';
import RecipientPage from '../circle/RecipientPage';
import MedicationScreens from './MedicineScreensPage';

const base = `/api/recipients/${recipientId}`;

function renderToday(role: CircleRole, more: Record<string, Responder> = {}) {
  return renderWithProviders(<MedicationScreens />, {
    route: `/recipients/${recipientId}/doses`,
    path: '/recipients/:id/*',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/doses`]: { json: aDay() },
      ...more,
    },
  });
}

const card = (name: RegExp) => screen.findByRole('article', { name });

/** The API's 409 of a dose within its gap: an English sentence, and the facts to word it from. */
const givenWithinGap = (details?: { givenAt: string; givenBy: string | null }) => ({
  status: 409,
  json: {
    statusCode: 409,
    code: 'CONFLICT',
    message: 'Already given at 8:05 AM by Ana. Give again?',
    ...(details && { details: { ...details, timeZone: 'America/Chicago' } }),
  },
});

/** Today in Spanish, the API answering any dose logged with `logged`. */
function renderSpanishToday(logged: Responder) {
  return renderWithProviders(<MedicationScreens />, {
    route: `/recipients/${recipientId}/doses`,
    path: '/recipients/:id/*',
    user: you,
    language: 'es-US',
    routes: {
      [`GET ${base}/circle`]: { json: aCircle('family') },
      [`GET ${base}/doses`]: { json: aDay() },
      [`POST ${base}/doses`]: logged,
    },
  });
}

describe("today's doses", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the doses in time order and logs one "Given" with one tap', async () => {
    const { http } = renderToday('family', {
      [`POST ${base}/doses`]: { status: 201, json: aDose({ state: 'given' }) },
    });
    const doses = await screen.findAllByRole('article', { name: / at / });
    // Intl writes a narrow space before AM in some versions and a plain one in others.
    expect(doses.map((dose) => dose.getAttribute('aria-label')?.replace(/\s/g, ' '))).toEqual([
      'Metformin at 8:00 AM',
      'Metformin at 8:00 PM',
      'Insulin glargine at 10:00 PM',
    ]);
    expect(within(doses[2]).getByText('Critical')).toBeInTheDocument();
    fireEvent.click(within(doses[0]).getByRole('button', { name: 'Given' }));
    await waitFor(() => expect(http.calls(`POST ${base}/doses`)).toHaveLength(1));
    expect(http.calls(`POST ${base}/doses`)[0].body).toEqual({
      medicationId: metforminId,
      scheduledFor: '2026-11-27T08:00',
      status: 'given',
      reason: null,
      confirm: false,
    });
  });

  it('says who gave a dose and when, and offers no button on it', async () => {
    renderToday('family', {
      [`GET ${base}/doses`]: {
        json: aDay({
          doses: [
            aDose({
              state: 'given',
              log: {
                id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
                status: 'given',
                reason: null,
                at: '2026-11-27T14:05:00.000Z',
                by: brother,
                loggedAt: '2026-11-27T14:06:00.000Z',
              },
            }),
            aDose({ scheduledFor: '2026-11-27T20:00', state: 'missed' }),
          ],
        }),
      },
    });
    const given = await card(/8:00\sAM/);
    expect(within(given).getByText(/^Given at 8:05\sAM by Luis Rivera$/)).toBeInTheDocument();
    expect(within(given).queryByRole('button', { name: 'Given' })).not.toBeInTheDocument();
    expect(within(await card(/8:00\sPM/)).getByText('Late: not logged yet')).toBeInTheDocument();
  });

  it('asks why a dose was skipped before logging it', async () => {
    const { http } = renderToday('organizer', {
      [`POST ${base}/doses`]: { status: 201, json: aDose({ state: 'skipped' }) },
    });
    fireEvent.click(within(await card(/8:00\sAM/)).getByRole('button', { name: 'Skipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why was Metformin skipped?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log as skipped' }));
    expect(
      await within(dialog).findByText('Please say why the dose was skipped.'),
    ).toBeInTheDocument();
    expect(http.calls(`POST ${base}/doses`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'She was asleep.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log as skipped' }));
    await waitFor(() => expect(http.calls(`POST ${base}/doses`)).toHaveLength(1));
    expect(http.calls(`POST ${base}/doses`)[0].body).toMatchObject({
      status: 'skipped',
      reason: 'She was asleep.',
      scheduledFor: '2026-11-27T08:00',
    });
  });

  it('logs a late dose with the time it was really given, on the circle’s clock', async () => {
    // 12:00 in Chicago: 7:10 this morning has come.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T18:00:00Z'));
    const { http } = renderToday('family', {
      [`POST ${base}/doses`]: { status: 201, json: aDose({ state: 'given' }) },
    });
    const morning = await card(/8:00\sAM/);
    fireEvent.click(within(morning).getByRole('button', { name: /Log the real time/ }));
    const dialog = await screen.findByRole('dialog', { name: 'When was Metformin given?' });
    fireEvent.change(within(dialog).getByLabelText('The time it was given today'), {
      target: { value: '07:10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Given' }));
    await waitFor(() => expect(http.calls(`POST ${base}/doses`)).toHaveLength(1));
    expect(http.calls(`POST ${base}/doses`)[0].body).toMatchObject({
      scheduledFor: '2026-11-27T08:00',
      status: 'given',
      at: '2026-11-27T13:10:00.000Z',
    });
  });

  it('asks "Give again?", worded from who gave it and when, when a dose comes within its gap', async () => {
    const { http } = renderToday('family', {
      [`POST ${base}/doses`]: (request) =>
        (request.body as { confirm: boolean }).confirm
          ? { status: 201, json: aDose({ medicationId: acetaminophenId, state: 'given' }) }
          : givenWithinGap({ givenAt: '2026-11-27T14:05:00.000Z', givenBy: 'Ana' }),
    });
    const acetaminophen = await screen.findByRole('article', { name: 'Acetaminophen' });
    expect(within(acetaminophen).getByText(/Not given yet. At least 4 hours/)).toBeInTheDocument();
    fireEvent.click(within(acetaminophen).getByRole('button', { name: 'Give now' }));
    // Intl may write a narrow space before AM: the words are the same.
    const dialog = await screen.findByRole('dialog', {
      name: /^Already given at 8:05\sAM by Ana\. Give again\?$/,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give again' }));
    await waitFor(() => expect(http.calls(`POST ${base}/doses`)).toHaveLength(2));
    expect(http.calls(`POST ${base}/doses`).map((call) => call.body)).toEqual([
      {
        medicationId: acetaminophenId,
        scheduledFor: null,
        status: 'given',
        reason: null,
        confirm: false,
      },
      {
        medicationId: acetaminophenId,
        scheduledFor: null,
        status: 'given',
        reason: null,
        confirm: true,
      },
    ]);
  });

  it('speaks Spanish to a Spanish reader, the "Give again?" question included', async () => {
    renderSpanishToday(givenWithinGap({ givenAt: '2026-11-27T15:30:00.000Z', givenBy: 'Luis' }));
    const morning = await screen.findByRole('article', { name: /^Metformin, 8:00\sa/ });
    expect(within(morning).getByRole('button', { name: 'Dada' })).toBeInTheDocument();
    expect(within(morning).getByRole('button', { name: 'No se dio' })).toBeInTheDocument();
    const asNeeded = screen.getByRole('article', { name: 'Acetaminophen' });
    fireEvent.click(within(asNeeded).getByRole('button', { name: 'Dar ahora' }));
    // Worded from the API's facts (Luis, 9:30 in Chicago), never from its English sentence.
    expect(
      await screen.findByRole('dialog', {
        name: /^Luis ya la dio \(9:30\sa\.\s?m\.\)\. ¿Darla otra vez\?$/,
      }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'whose name is no longer known',
      givenWithinGap({ givenAt: '2026-11-27T15:30:00.000Z', givenBy: null }),
      /^Ya se dio \(9:30\sa\.\s?m\.\)\. ¿Darla otra vez\?$/,
    ],
    [
      'when the API sent no facts',
      givenWithinGap(),
      /^Esta medicina se dio hace poco\. ¿Darla otra vez\?$/,
    ],
  ])('asks "Give again?" in Spanish of a dose %s', async (_, answer, question) => {
    renderSpanishToday(answer);
    const asNeeded = await screen.findByRole('article', { name: 'Acetaminophen' });
    fireEvent.click(within(asNeeded).getByRole('button', { name: 'Dar ahora' }));
    expect(await screen.findByRole('dialog', { name: question })).toBeInTheDocument();
  });

  it('shows a helper the not-found screen and never asks for the doses', async () => {
    const { http } = renderToday('helper');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(http.calls(`GET ${base}/doses`)).toHaveLength(0);
  });
});

describe("the way to the medicines from the recipient's page", () => {
  const renderPage = (role: CircleRole) =>
    renderWithProviders(<RecipientPage />, {
      route: `/recipients/${recipientId}/updates`,
      path: '/recipients/:id/*',
      user: you,
      routes: {
        [`GET ${base}/circle`]: { json: aCircle(role) },
        [`GET ${base}/updates`]: { json: [] },
      },
    });

  it.each<CircleRole>(['owner', 'organizer', 'family'])('is there for %s', async (role) => {
    renderPage(role);
    expect(await screen.findByRole('link', { name: "Today's doses" })).toHaveAttribute(
      'href',
      `/recipients/${recipientId}/doses`,
    );
    expect(screen.getByRole('link', { name: 'Medicines' })).toHaveAttribute(
      'href',
      `/recipients/${recipientId}/medications`,
    );
  });

  it('is not there for a helper, nor any word of medicines', async () => {
    renderPage('helper');
    expect(await screen.findByText("You are a helper in Dad's care circle.")).toBeInTheDocument();
    expect(screen.queryByText(/medicine|dose/i)).not.toBeInTheDocument();
  });
});
