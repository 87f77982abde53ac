import { screen, waitFor, within } from '@testing-library/react';
import { aProfile, aUser } from '../../test/factories';
import { renderApp } from '../../test/render';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('Home in Spanish', () => {
  it('greets, offers its actions and names the programs in Spanish', async () => {
    renderApp({
      user: aUser({ firstName: 'Rosa' }),
      language: 'es-US',
      config: { eligibilityEnabled: true },
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/eligibility/results': { json: [] },
        'GET /api/assessments': { json: [] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Hola, Rosa' })).toBeInTheDocument();
    expect(screen.getByText('¿Cómo se siente hoy?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accesos rápidos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Revisando...')).not.toBeInTheDocument());
    const medicaid = screen.getByTestId('program-medicaid_pas');
    expect(within(medicaid).getByText('Medicaid: cuidado personal')).toBeInTheDocument();
    expect(
      within(medicaid).getByRole('link', {
        name: 'Ver si califica para Medicaid: cuidado personal',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Su chequeo' })).toBeInTheDocument();
    expect(screen.getByText(/En una emergencia, llame al 911\./)).toBeInTheDocument();
  });
});
