import { screen } from '@testing-library/react';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import ConfirmEmailChangePage from './ConfirmEmailChangePage';

describe('the confirmation link for a new e-mail address', () => {
  it('uses the link once and says which address to sign in with', async () => {
    const { http } = renderWithProviders(<ConfirmEmailChangePage />, {
      route: '/confirm-email?token=abc123',
      routes: {
        'POST /api/auth/email-change/confirm': { json: { email: 'maria.new@example.net' } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your email address is changed' }),
    ).toBeVisible();
    expect(screen.getByText('maria.new@example.net')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(http.calls('POST /api/auth/email-change/confirm')).toHaveLength(1);
    expect(http.calls('POST /api/auth/email-change/confirm')[0]?.body).toEqual({ token: 'abc123' });
  });

  it('offers Settings to someone signed in on this device', async () => {
    renderWithProviders(<ConfirmEmailChangePage />, {
      route: '/confirm-email?token=abc123',
      user: aUser(),
      routes: {
        'POST /api/auth/email-change/confirm': { json: { email: 'maria.new@example.net' } },
      },
    });
    expect(await screen.findByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says why a used or expired link cannot be used, with where to get help', async () => {
    const message =
      'This confirmation link has expired or was already used. Please ask for a new one in Settings.';
    renderWithProviders(<ConfirmEmailChangePage />, {
      route: '/confirm-email?token=used',
      routes: {
        'POST /api/auth/email-change/confirm': {
          status: 400,
          text: JSON.stringify({ statusCode: 400, message, error: 'Bad Request' }),
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'help@tend.test' })).toBeVisible();
  });

  it('asks nothing of the server when the link has no token', async () => {
    const { http } = renderWithProviders(<ConfirmEmailChangePage />, { route: '/confirm-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is not complete. Please open it again from your email.',
    );
    expect(http.calls('POST /api/auth/email-change/confirm')).toHaveLength(0);
  });
});
