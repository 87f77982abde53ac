import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CircleRole } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import type { Responder } from '../../test/fetch-mock';
import { aCircle, recipientId, you } from '../../../test/fixtures/circle-fixtures';
import { aCareLog, aVisitSummary } from '../../../test/fixtures/care-log-fixtures';
import VisitSummaryPage from './VisitSummaryPage';

const base = `/api/recipients/${recipientId}`;
const linkId = '7c6b5a49-3827-4165-9a4b-3c2d1e0f9a8b';

/** One of the owner's links as the API lists it: live until December 4 unless told. */
function listed(id: string, more: { createdAt?: string; revokedAt?: string | null } = {}) {
  return {
    id,
    createdAt: '2026-11-27T15:00:00.000Z',
    expiresAt: '2026-12-04T15:00:00.000Z',
    revokedAt: null,
    ...more,
  };
}

function renderAs(role: CircleRole, more: Record<string, Responder> = {}) {
  return renderWithProviders(<VisitSummaryPage />, {
    route: `/recipients/${recipientId}/visit-summary`,
    path: '/recipients/:id/visit-summary',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/visit-summary`]: { json: aVisitSummary() },
      [`GET ${base}/log`]: { json: aCareLog() },
      ...more,
    },
  });
}

describe("the doctor's page", () => {
  // Links are live until December 4: the page is looked at on November 28.
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-28T12:00:00Z')));
  afterEach(() => jest.restoreAllMocks());

  it('shows the family the medicines, missed doses, trends with charts, falls and questions', async () => {
    const { http } = renderAs('family');
    expect(await screen.findByRole('heading', { name: "Doctor's page: Dad" })).toBeInTheDocument();
    const meds = screen.getByRole('region', { name: 'Current medicines' });
    expect(meds).toHaveTextContent('Metformin 500 mg tablet');
    expect(meds).toHaveTextContent('1 tablet · Every day at 8:00 AM and 8:00 PM');
    expect(
      screen.getByRole('region', { name: 'Doses missed in the last 30 days' }),
    ).toHaveTextContent(/Metformin, .*Nov 26.*8:00 PM: Not logged/);
    const trends = screen.getByRole('region', { name: 'Log trends' });
    expect(
      within(trends).getByRole('rowheader', { name: 'Blood sugar (mg/dL)' }),
    ).toBeInTheDocument();
    expect(
      await within(trends).findByRole('img', { name: /^Blood sugar: 2 readings/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Falls' })).toHaveTextContent(
      'Not hurt · In the bathroom.',
    );
    expect(screen.getByRole('region', { name: 'Questions for the doctor' })).toHaveTextContent(
      'Is his sugar too low in the mornings?',
    );
    // The owner's latest check-in, from the summary: never her own assessments.
    expect(screen.getByRole('region', { name: "Caregiver's latest check-in" })).toHaveTextContent(
      'Moderate burden, on November 22, 2026',
    );
    expect(http.calls('GET /api/assessments')).toHaveLength(0);
    // Hers alone: the owner's question editor and links.
    expect(screen.queryByLabelText('Your questions, one on each line')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a link' })).not.toBeInTheDocument();
    expect(http.calls(`GET ${base}/visit-summary/links`)).toHaveLength(0);
  });

  it('prints with one button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAs('family');
    fireEvent.click(await screen.findByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalled();
  });

  it('lets the owner write her questions and see her latest check-in', async () => {
    const { http } = renderAs('owner', {
      [`PUT ${base}/visit-summary/questions`]: { json: { questions: [] } },
    });
    expect(await screen.findByText('Moderate burden, on November 22, 2026')).toBeInTheDocument();
    const box = screen.getByLabelText('Your questions, one on each line');
    expect(box).toHaveValue('Is his sugar too low in the mornings?');
    fireEvent.change(box, {
      target: { value: 'Is his sugar too low in the mornings?\n\nCould a medicine cause falls?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(http.calls(`PUT ${base}/visit-summary/questions`)).toHaveLength(1));
    expect(http.calls(`PUT ${base}/visit-summary/questions`)[0].body).toEqual({
      questions: ['Is his sugar too low in the mornings?', 'Could a medicine cause falls?'],
    });
  });

  it('lets the owner share the page with a clinician and turn the link off', async () => {
    let made = false;
    const { http } = renderAs('owner', {
      [`GET ${base}/visit-summary/links`]: () => ({
        json: made ? [listed(linkId, { revokedAt: null })] : [],
      }),
      [`POST ${base}/visit-summary/links`]: () => {
        made = true;
        return {
          status: 201,
          json: {
            id: linkId,
            url: 'http://localhost:8080/visit/tok3n',
            expiresAt: '2026-12-04T15:00:00.000Z',
          },
        };
      },
      [`DELETE ${base}/visit-summary/links/${linkId}`]: { json: {} },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create a link' }));
    // The address the API gives is the clinician's page itself, shown as it is.
    expect(await screen.findByLabelText("Link to the doctor's page")).toHaveValue(
      'http://localhost:8080/visit/tok3n',
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^.*Works until December 4/);

    fireEvent.click(
      await screen.findByRole('button', { name: /^Turn off the link made November 27/ }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Turn off this link? Whoever has it will no longer see the page.',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn off the link' }));
    expect(await screen.findByText('The link is turned off.')).toBeInTheDocument();
    expect(http.calls(`DELETE ${base}/visit-summary/links/${linkId}`)).toHaveLength(1);
    expect(screen.queryByLabelText("Link to the doctor's page")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a link' })).toBeInTheDocument();
  });

  it('lists every link she made, each live one with its own Turn off, and the ended ones without', async () => {
    const older = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const ended = '9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b';
    const { http } = renderAs('owner', {
      [`GET ${base}/visit-summary/links`]: {
        json: [
          listed(linkId, { createdAt: '2026-11-27T15:00:00.000Z' }),
          listed(older, { createdAt: '2026-11-25T15:00:00.000Z' }),
          listed(ended, {
            createdAt: '2026-11-20T15:00:00.000Z',
            revokedAt: '2026-11-21T15:00:00.000Z',
          }),
        ],
      },
      [`DELETE ${base}/visit-summary/links/${older}`]: { json: {} },
    });
    const list = await screen.findByRole('list', { name: 'Your links' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Made November 27.*Works until December 4/),
      expect.stringMatching(/^Made November 25.*Works until December 4/),
      expect.stringMatching(/^Made November 20.*Turned off November 21/),
    ]);
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
    // No old link's address is known, so none is shown.
    expect(screen.queryByLabelText("Link to the doctor's page")).not.toBeInTheDocument();

    fireEvent.click(
      within(rows[1]).getByRole('button', { name: /^Turn off the link made November 25/ }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Turn off this link? Whoever has it will no longer see the page.',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn off the link' }));
    await waitFor(() =>
      expect(http.calls(`DELETE ${base}/visit-summary/links/${older}`)).toHaveLength(1),
    );
    expect(http.calls(`DELETE ${base}/visit-summary/links/${linkId}`)).toHaveLength(0);
  });

  it('never asks for the summary as a helper', async () => {
    const { http } = renderAs('helper');
    expect(await screen.findByText('Care log not found')).toBeInTheDocument();
    expect(http.calls(`GET ${base}/visit-summary`)).toHaveLength(0);
  });
});
