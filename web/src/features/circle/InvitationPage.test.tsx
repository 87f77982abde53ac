import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { recipientId, you } from '../../../test/fixtures/circle-fixtures';
import InvitationPage from './InvitationPage';

const token = 'secret-token-123';
const view = {
  recipientName: 'Dad',
  inviterName: 'Dana Rivera',
  role: 'family',
  expiresAt: '2026-12-01T12:00:00.000Z',
};

function renderInvitation(signedIn: boolean, more: Record<string, object> = {}) {
  return renderWithProviders(<InvitationPage />, {
    route: `/invitations/${token}`,
    path: '/invitations/:token',
    user: signedIn ? you : null,
    routes: { [`GET /api/invitations/${token}`]: { json: view }, ...more },
  });
}

describe('the invitation page', () => {
  afterEach(() => window.localStorage.clear());

  it('says who invites for whom, and sends a visitor to sign up and back', async () => {
    renderInvitation(false);
    expect(
      await screen.findByRole('heading', { name: 'Dana Rivera invites you to help care for Dad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'I have an account: sign in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(`/invitations/${token}`)}`,
    );
    expect(window.localStorage.getItem('pendingInvitation')).toBe(`/invitations/${token}`);
  });

  it("accepts and opens the recipient's page", async () => {
    const { http } = renderInvitation(true, {
      [`POST /api/invitations/${token}/accept`]: { json: { recipientId, role: 'family' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the circle' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/recipients/${recipientId}`),
    );
    expect(http.calls(`POST /api/invitations/${token}/accept`)).toHaveLength(1);
  });

  it('says a used or expired link no longer works', async () => {
    renderInvitation(true, {
      [`GET /api/invitations/${token}`]: { status: 410, json: { message: 'Gone' } },
    });
    expect(await screen.findByText('This invitation no longer works')).toBeInTheDocument();
  });
});
