import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';

const linkAnswer = (status: string) => ({
  'POST /api/auth/signup-link': { json: { status } },
});

describe('opening a sign-up link', () => {
  it('goes to the password step while the link is waiting', async () => {
    const { http } = renderApp({ route: '/signup?token=tok', routes: linkAnswer('ready') });
    expect(await screen.findByRole('heading', { name: 'Create a password' })).toBeVisible();
    expect(http.calls('POST /api/auth/signup-link')[0]?.body).toEqual({ token: 'tok' });
  });

  it('says the account already exists and offers Sign in, before any password or legal step', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/signup?token=tok', routes: linkAnswer('account-exists') });
    expect(
      await screen.findByRole('heading', { name: 'You already have an account' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  it('also on the agreements step (a reload there)', async () => {
    renderApp({ route: '/signup?step=5&token=tok', routes: linkAnswer('account-exists') });
    expect(
      await screen.findByRole('heading', { name: 'You already have an account' }),
    ).toBeVisible();
  });

  it('offers a new link when it has expired', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/signup?token=tok', routes: linkAnswer('expired') });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Send a new link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signup?step=2');
  });
});
