import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/factories';
import { renderApp } from '../../test/render';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the account’s language', () => {
  it('wins over the one this device showed, and Settings saves a new one with the account', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('language', 'en');
    const { http } = renderApp({
      route: '/settings',
      user: aUser({ language: 'es-US' }),
      routes: { 'PUT /api/user/language': { json: { language: 'en' } } },
    });

    // Signed in on a device that last showed English: her account speaks Spanish.
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-US');
    // Settings in Spanish, its language section among them.
    expect(screen.getByRole('heading', { name: 'Idioma', level: 2 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await waitFor(() =>
      expect(http.calls('PUT /api/user/language').map((call) => call.body)).toEqual([
        { language: 'en' },
      ]),
    );
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('says so when the language could not be saved with the account', async () => {
    const user = userEvent.setup();
    const { http } = renderApp({
      route: '/settings',
      user: aUser(),
      routes: { 'PUT /api/user/language': { status: 500, text: '' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    // The screens stay in the language she chose, and say in it that it was not saved.
    expect(
      await screen.findByText('No se pudo guardar el idioma en su cuenta. Inténtelo otra vez.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
    expect(http.calls('PUT /api/user/language')).toHaveLength(1);
  });

  it('is not saved for a visitor, whose choice stays on the device', async () => {
    const user = userEvent.setup();
    const { http } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { name: '¡Qué bueno verle de nuevo!' }),
    ).toBeInTheDocument();
    expect(http.calls('PUT /api/user/language')).toHaveLength(0);
  });
});
