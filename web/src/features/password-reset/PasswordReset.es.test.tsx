import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('a forgotten password, in Spanish', () => {
  it('asks for the address and says in Spanish that the link is on its way', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/forgot-password',
      language: 'es-US',
      routes: { 'POST /api/auth/forgot-password': { json: { ok: true } } },
    });
    expect(await screen.findByRole('heading', { name: '¿Olvidó su contraseña?' })).toBeVisible();
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText(
        'Si hay una cuenta con rosa@example.com, le enviamos un enlace para elegir una nueva contraseña.',
      ),
    ).toBeVisible();
  });

  it('shows the strength and the rules in Spanish on the reset screen', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/reset-password?token=abc',
      language: 'es-US',
      routes: { 'POST /api/auth/reset-password/check': { json: { usable: true, message: null } } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Elija una nueva contraseña' }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'password');
    expect(screen.getByRole('meter', { name: 'Seguridad de la contraseña' })).toHaveAttribute(
      'aria-valuetext',
      'Débil',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar la nueva contraseña' }));
    expect(screen.getAllByText('Debe tener una letra mayúscula').length).toBeGreaterThan(1);
  });
});
