import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the unsubscribe page in Spanish', () => {
  it('says in Spanish which e-mails stop', async () => {
    renderApp({
      route: '/unsubscribe/tok-abc',
      language: 'es-US',
      routes: {
        'GET /api/unsubscribe/tok-abc': {
          json: { success: true, message: 'ok', email: 'rosa@example.com', emailType: 'tips' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Canceló la suscripción' }),
    ).toBeVisible();
    expect(
      screen.getByText('Ya no recibirá correos de Tend con consejos de cuidado.'),
    ).toBeVisible();
  });

  it('says in Spanish that a broken link cannot be used', async () => {
    renderApp({ route: '/unsubscribe/', language: 'es-US' });
    expect(
      await screen.findByText(
        'El enlace para cancelar la suscripción no es válido. Revise el enlace de su correo.',
      ),
    ).toBeVisible();
  });
});
