import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const linkAnswer = (status: string) => ({
  'POST /api/auth/signup-link': { json: { status } },
});

describe('sign-up in Spanish', () => {
  it('asks her to read and accept the agreements in Spanish', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/signup?token=tok', routes: linkAnswer('ready'), language: 'es-US' });
    await user.type(await screen.findByLabelText('Contraseña'), 'Abcdef1!');
    expect(screen.getByRole('meter', { name: 'Seguridad de la contraseña' })).toHaveAttribute(
      'aria-valuetext',
      'Fuerte',
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('Para crear su cuenta, lea y acepte lo siguiente.'),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Acepto los Términos del servicio' }),
    ).toBeDisabled();
    expect(
      screen.getByText(
        'Abra y lea la Política de privacidad hasta el final para poder marcar esta casilla.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  });

  it('says in Spanish that a used link belongs to an account already there', async () => {
    renderApp({
      route: '/signup?token=tok',
      routes: linkAnswer('account-exists'),
      language: 'es-US',
    });
    expect(await screen.findByRole('heading', { name: 'Usted ya tiene una cuenta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cámbiela aquí' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
