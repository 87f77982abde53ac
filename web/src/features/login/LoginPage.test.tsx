import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aUser } from '../../test/factories';
import { renderApp } from '../../test/render';

describe('login', () => {
  it('validates, then shows the server message once, beside the form', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/login',
      routes: {
        'POST /api/auth/login': {
          status: 401,
          text: JSON.stringify({
            statusCode: 401,
            message: 'Account locked for 15 minutes',
            error: 'Unauthorized',
          }),
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Account locked for 15 minutes',
    );
    expect(screen.getAllByText('Account locked for 15 minutes')).toHaveLength(1);
  });

  it("falls back to 'Invalid email or password'", async () => {
    const user = userEvent.setup();
    renderApp({ route: '/login', routes: { 'POST /api/auth/login': { status: 401, text: '' } } });
    await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Invalid email or password',
    );
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
  });

  it.each(['/login', '/login?returnTo=%2F%2Fevil.com', '/login?returnTo=%2F%5Cevil.com'])(
    'at %s stores the token, clears the logged-out marker, refreshes the user and goes home',
    async (route) => {
      const user = userEvent.setup();
      localStorage.setItem('userLoggedOut', 'true');
      let signedIn = false;
      const { http } = renderApp({
        route,
        routes: {
          'GET /api/auth/user': () => (signedIn ? { json: aUser() } : { status: 401 }),
          'POST /api/auth/login': () => {
            signedIn = true;
            return { json: { token: 'tok-login', expiresAt: '2030-01-01T00:00:00Z' } };
          },
          'GET /api/profile': { json: aProfile() },
        },
      });
      await user.type(await screen.findByLabelText('Email'), 'Dana@Example.com ');
      const password = screen.getByLabelText('Password');
      await user.type(password, 'Abcdef1!');
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(password).toHaveAttribute('type', 'text');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('heading', { name: 'Hi, Dana' })).toBeInTheDocument();
      expect(localStorage.getItem('authToken')).toBe('tok-login');
      expect(localStorage.getItem('userLoggedOut')).toBeNull();
      expect(http.calls('POST /api/auth/login')[0].body).toEqual({
        email: 'dana@example.com',
        password: 'Abcdef1!',
      });
      await waitFor(() =>
        expect(http.calls('GET /api/auth/user').at(-1)!.headers['authorization']).toBe(
          'Bearer tok-login',
        ),
      );
    },
  );
});
