import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aUser } from '../../test/factories';
import { renderApp, renderWithProviders } from '../../test/render';
import { PublicSupportForm } from './PublicSupportForm';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('support in Spanish', () => {
  it('opens the contact form in Spanish, its categories too', async () => {
    const user = userEvent.setup();
    renderApp({
      user: aUser(),
      language: 'es-US',
      routes: { 'GET /api/profile': { json: aProfile() } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('button', { name: 'Ayuda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comunicarse con soporte' });
    expect(
      within(dialog).getByText(
        'Cuéntenos qué pasa. Le respondemos por correo electrónico, por lo general en menos de 24 horas.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Categoría'));
    expect(await screen.findByTitle('Problema técnico')).toBeInTheDocument();
  });

  it('tells a visitor in Spanish what each empty field needs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PublicSupportForm />, { language: 'es-US' });
    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Díganos su nombre.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Complete todos los campos. El nombre, el correo electrónico, la categoría y el mensaje son obligatorios.',
    );
  });
});
