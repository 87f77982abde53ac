import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CircleRole } from '@tend/contracts';
import { ErrorCodes } from '@tend/contracts';
import type { Language } from '../../i18n/languages';
import { aProfile } from '../../test/factories';
import type { Responder } from '../../test/fetch-mock';
import { renderApp, renderWithProviders } from '../../test/render';
import { aCircle, recipientId, you } from '../../../test/fixtures/circle-fixtures';
import RecipientPage from './RecipientPage';

const base = `/api/recipients/${recipientId}`;
const leaving = `DELETE ${base}/circle/members/${you.id}`;

/** The circle's own tab as a member of `role` sees it. */
function renderCircleTab(
  role: CircleRole,
  more: Record<string, Responder> = {},
  language?: Language,
) {
  return renderWithProviders(<RecipientPage />, {
    route: `/recipients/${recipientId}/circle`,
    path: '/recipients/:id/*',
    user: you,
    language,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/invitations`]: { json: [] },
      ...more,
    },
  });
}

const leaveButton = () => screen.findByRole('button', { name: 'Leave this circle' });

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('leaving a care circle', () => {
  it.each<CircleRole>(['organizer', 'family', 'helper'])('is offered to a %s', async (role) => {
    renderCircleTab(role);
    expect(await leaveButton()).toBeInTheDocument();
  });

  it('is not offered to the owner, who is told to hand the circle over first', async () => {
    renderCircleTab('owner');
    expect(
      await screen.findByText('To leave this circle, first make a family member its owner.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave this circle' })).toBeNull();
  });

  it('says what leaving means and sends nothing when the member stays', async () => {
    const { http } = renderCircleTab('family');
    fireEvent.click(await leaveButton());
    const dialog = await screen.findByRole('dialog', { name: "Leave Dad's care circle?" });
    expect(dialog).toHaveTextContent(
      'You will no longer see its tasks and updates. Tasks you took will be open again for others.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.calls(leaving)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipients/${recipientId}/circle`);
  });

  it('takes the member out by their own id and brings them Home, the circle gone from it', async () => {
    let left = false;
    const circleAnswer: Responder = () =>
      left
        ? {
            status: 404,
            json: { code: ErrorCodes.notFound, message: 'We could not find that care circle.' },
          }
        : { json: aCircle('organizer') };
    // Dana handed Dad's circle to Luis and stayed as an organizer: Dad is still hers in her profile,
    // so Home would show the circle while she is in it.
    const { http } = renderApp({
      route: `/recipients/${recipientId}/circle`,
      user: you,
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/recipients': {
          json: [{ id: recipientId, name: 'Dad', relationship: 'parent', conditions: [] }],
        },
        [`GET ${base}/circle`]: circleAnswer,
        [`GET ${base}/invitations`]: { json: [] },
        [`GET ${base}/tasks`]: { json: [] },
        [`GET ${base}/updates`]: { json: [] },
        [leaving]: () => {
          left = true;
          return { json: { ok: true } };
        },
      },
    });
    fireEvent.click(await leaveButton());
    const dialog = await screen.findByRole('dialog', { name: "Leave Dad's care circle?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(http.calls(leaving)).toHaveLength(1);
    expect(await screen.findByText("You left Dad's care circle.")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hi, Dana' })).toBeInTheDocument();
    // Dad is still among her recipients, so Home lists his circle's place, but not the circle:
    // the copy she had of it went when she left (a stale one would still show "Dad's circle").
    expect(await screen.findByRole('heading', { name: 'Care circles' })).toBeInTheDocument();
    expect(screen.queryByText("Dad's circle")).toBeNull();
    expect(screen.queryByTestId('home-circle')).toBeNull();
  });

  it('in Spanish: the words, and a refusal in the reader’s language, staying on the page', async () => {
    renderCircleTab(
      'family',
      {
        [leaving]: {
          status: 409,
          json: {
            code: ErrorCodes.conflict,
            message: 'The owner hands ownership to a family member before leaving.',
          },
        },
      },
      'es-US',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Salir de este círculo' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Salir del círculo de cuidado de Dad?',
    });
    expect(dialog).toHaveTextContent(
      'Ya no verá sus tareas ni sus noticias. Las tareas que usted tomó quedarán libres para otras personas.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salir' }));
    expect(
      await screen.findByText('Alguien del círculo acaba de cambiar esto. Revíselo otra vez.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipients/${recipientId}/circle`);
  });
});
