import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { aVisitSummary } from '../../../test/fixtures/care-log-fixtures';
import SharedVisitPage from './SharedVisitPage';

const render = (answer: Parameters<typeof renderWithProviders>[1]) =>
  renderWithProviders(<SharedVisitPage />, {
    route: '/visit/tok3n',
    path: '/visit/:token',
    user: null,
    ...answer,
  });

describe("a clinician's shared page", () => {
  it('shows the summary without an account', async () => {
    render({ routes: { 'GET /api/visit-summaries/tok3n': { json: aVisitSummary() } } });
    expect(await screen.findByRole('heading', { name: "Doctor's page: Dad" })).toBeInTheDocument();
    expect(screen.getByText(/Metformin 500 mg tablet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a link' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Caregiver's latest check-in" })).toHaveTextContent(
      'Moderate burden, on November 22, 2026',
    );
  });

  it.each([
    ['en', 'This link no longer works', 'Please ask the family for a new one.'],
    ['es-US', 'Este enlace ya no funciona', 'Pídale uno nuevo a la familia, por favor.'],
  ] as const)(
    'says in %s that the link no longer works once it is turned off or expired',
    async (language, title, text) => {
      render({
        language,
        routes: {
          'GET /api/visit-summaries/tok3n': {
            status: 404,
            json: {
              statusCode: 404,
              code: 'NOT_FOUND',
              message: 'This link to a visit summary has expired or was turned off.',
            },
          },
        },
      });
      // The page may be drawn again as the language arrives: ask for what shows, not for a node kept.
      await screen.findByRole('heading', { name: title });
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    },
  );

  it('says so when the caregiver has not checked in, in Spanish too', async () => {
    render({
      language: 'es-US',
      routes: {
        'GET /api/visit-summaries/tok3n': { json: aVisitSummary({ ownerCheckIn: null }) },
      },
    });
    expect(
      await screen.findByRole('region', { name: 'Último chequeo de quien cuida' }),
    ).toHaveTextContent('Todavía no hay ningún chequeo.');
  });
});
