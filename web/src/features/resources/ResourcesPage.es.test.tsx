import { screen, within } from '@testing-library/react';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import ResourcesPage from './ResourcesPage';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('/resources in Spanish', () => {
  it('lists the help lines in Spanish, with how to be answered in Spanish and its source', async () => {
    renderWithProviders(<ResourcesPage />, {
      route: '/resources',
      user: aUser(),
      language: 'es-US',
      routes: { 'GET /api/resources': { json: { total: 0, categories: [] } } },
    });
    const guidance = await screen.findByRole('region', { name: 'Ayuda que puede recibir ahora' });
    const lifeline = within(guidance).getByText('988 Suicide & Crisis Lifeline').closest('li');
    expect(lifeline).toHaveTextContent('En español: oprima 2');
    expect(within(lifeline as HTMLElement).getByRole('link', { name: 'Fuente' })).toHaveAttribute(
      'href',
      'https://988lifeline.org/get-help/what-to-expect',
    );
    const alzheimers = within(guidance).getByText("Alzheimer's Association Helpline").closest('li');
    expect(within(alzheimers as HTMLElement).getByRole('link', { name: 'Fuente' })).toHaveAttribute(
      'href',
      'https://www.aarp.org/espanol/estados/california-recursos-cuidar.html',
    );
    expect(within(guidance).getByRole('link', { name: /1-888-971-2013/ })).toHaveAttribute(
      'href',
      'tel:+18889712013',
    );
    expect(screen.getByRole('heading', { name: 'Recursos para cuidadores' })).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Buscar recursos' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: '¿Necesita ayuda de una persona?' }),
    ).toHaveTextContent('En una emergencia, llame al 911.');
  });
});
