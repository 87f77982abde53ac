import { screen } from '@testing-library/react';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import OnboardingPage from './OnboardingPage';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('onboarding in Spanish', () => {
  it('asks about her and the person she cares for in Spanish', async () => {
    renderWithProviders(<OnboardingPage />, {
      route: '/onboarding',
      user: aUser(),
      language: 'es-US',
      routes: {
        'GET /api/profile': { status: 200, text: '' },
        'GET /api/recipients': { json: [] },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Le damos la bienvenida a Tend' }),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText('Su nombre', { exact: false, selector: 'input[data-field="name"]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Parentesco' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Padre o madre' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Problemas para moverse' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Acepto los Términos del servicio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar al inicio' })).toBeInTheDocument();
  });
});
