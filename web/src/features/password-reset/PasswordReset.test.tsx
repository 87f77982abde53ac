import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';

const usable = { json: { usable: true, message: null } };
const gone = (message: string) => ({
  status: 410,
  text: JSON.stringify({ statusCode: 410, code: 'RESET_LINK_GONE', message, error: 'Gone' }),
});

describe('forgotten password', () => {
  it('goes from the login screen with the typed address, and says the same whatever the answer', async () => {
    const user = userEvent.setup();
    const { http } = renderApp({
      route: '/login',
      routes: { 'POST /api/auth/forgot-password': { json: { ok: true } } },
    });
    await user.type(await screen.findByLabelText('Email'), 'Dana@Example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('Dana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        "If an account exists for dana@example.com, we've sent it a link to choose a new password.",
      ),
    ).toBeVisible();
    expect(http.calls('POST /api/auth/forgot-password')[0]?.body).toEqual({
      email: 'dana@example.com',
    });
  });

  it('shows the 429 words when asked too often', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/forgot-password',
      routes: {
        'POST /api/auth/forgot-password': {
          status: 429,
          text: JSON.stringify({
            statusCode: 429,
            message: 'Too many password reset requests. Please wait an hour and try again.',
            error: 'Too Many Requests',
          }),
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('wait an hour and try again');
  });
});

describe('reset screen', () => {
  it('checks the rules with the strength meter before sending', async () => {
    const user = userEvent.setup();
    const { http } = renderApp({
      route: '/reset-password?token=abc',
      routes: { 'POST /api/auth/reset-password/check': usable },
    });
    await user.type(await screen.findByLabelText('New password'), 'password');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Weak',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getAllByText('Must contain uppercase letter').length).toBeGreaterThan(1);
    expect(http.calls('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('sets the password and offers to sign in', async () => {
    const user = userEvent.setup();
    localStorage.setItem('authToken', 'old-token');
    const { http } = renderApp({
      route: '/reset-password?token=abc',
      routes: {
        'POST /api/auth/reset-password/check': usable,
        'POST /api/auth/reset-password': { json: { ok: true, signedOutSessions: 2 } },
      },
    });
    await user.type(await screen.findByLabelText('New password'), 'Fresh-start9');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByRole('heading', { name: 'Your password has been changed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(http.calls('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'abc',
      password: 'Fresh-start9',
    });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('turns a used or expired link into a way to ask for a new one', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/reset-password?token=abc',
      routes: {
        'POST /api/auth/reset-password/check': usable,
        'POST /api/auth/reset-password': gone(
          'This reset link has expired (links last 1 hour). Please ask for a new one.',
        ),
      },
    });
    await user.type(await screen.findByLabelText('New password'), 'Fresh-start9');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
    await user.click(screen.getByRole('link', { name: 'Send me a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  it('says at once, before anything is typed, that an opened link was already used', async () => {
    const { http } = renderApp({
      route: '/reset-password?token=used',
      routes: {
        'POST /api/auth/reset-password/check': {
          json: {
            usable: false,
            message:
              'This reset link has already been used. If you still need to change your password, please ask for a new link.',
          },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('already been used');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(http.calls('POST /api/auth/reset-password/check')[0]?.body).toEqual({ token: 'used' });
  });

  it('says so at once when the link has no token', async () => {
    renderApp({ route: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('not complete');
  });
});
