import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionSummary } from '@tend/contracts';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ChangeEmailSection } from '../email-change/ChangeEmailSection';
import AccountDeletedPage from './AccountDeletedPage';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DevicesSection } from './DevicesSection';
import { DownloadDataSection } from './DownloadDataSection';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function aSession(overrides: Partial<SessionSummary>): SessionSummary {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: minutesAgo(180),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    userAgent: null,
    device: 'iPhone',
    browser: 'Safari 17',
    lastSeenAt: minutesAgo(1),
    current: true,
    ...overrides,
  };
}

describe("Settings' sections in Spanish", () => {
  it('lists the devices, how long ago and signing out in Spanish', async () => {
    const laptop = aSession({
      id: '00000000-0000-4000-8000-000000000002',
      device: 'Windows computer',
      browser: 'Edge 126',
      createdAt: minutesAgo(3 * 24 * 60),
      lastSeenAt: minutesAgo(25),
      current: false,
    });
    renderWithProviders(<DevicesSection />, {
      user: aUser(),
      language: 'es-US',
      routes: { 'GET /api/auth/sessions': { json: [laptop, aSession({})] } },
    });
    const list = await screen.findByRole('list', {
      name: 'Dispositivos con la sesión iniciada',
    });
    expect(within(list).getByText('Este dispositivo')).toBeVisible();
    expect(within(list).getByText(/Inició sesión hace 3 días/)).toBeVisible();
    expect(within(list).getByText(/Último uso: hace 25 minutos/)).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Cerrar la sesión en Edge 126 en computadora Windows' }),
    ).toBeVisible();
  });

  it('changes the password in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordSection />, { user: aUser(), language: 'es-US' });
    await user.click(await screen.findByRole('button', { name: 'Cambiar la contraseña' }));
    expect(screen.getByText('Debe tener una letra mayúscula')).toBeVisible();
  });

  it('changes the e-mail address in Spanish', async () => {
    renderWithProviders(<ChangeEmailSection />, {
      user: aUser({ email: 'rosa@example.com' }),
      language: 'es-US',
    });
    expect(await screen.findByText(/Usted inicia sesión con/)).toHaveTextContent(
      'Usted inicia sesión con rosa@example.com.',
    );
    expect(screen.getByLabelText('Nuevo correo electrónico')).toBeVisible();
  });

  it('offers her data in Spanish', async () => {
    renderWithProviders(<DownloadDataSection />, {
      user: aUser(),
      language: 'es-US',
      routes: { 'GET /api/account/data-export': { json: { export: null } } },
    });
    expect(await screen.findByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
  });

  it('says goodbye in Spanish once the account is deleted', async () => {
    renderWithProviders(<AccountDeletedPage />, { language: 'es-US' });
    expect(
      await screen.findByText(
        'Gracias por dejar que Tend le acompañara en el cuidado de su ser querido. Puede volver cuando quiera.',
      ),
    ).toBeVisible();
  });
});
