import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import LegalPage from './LegalPage';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('a legal page read in Spanish', () => {
  it('opens by saying in Spanish that the English version governs, then reads in Spanish', async () => {
    renderWithProviders(<LegalPage document="terms" />, {
      route: '/terms-of-service',
      language: 'es-US',
      config: { supportEmail: 'ayuda@tend.test' },
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      /Esta es una traducción al español para su comodidad\. La versión en inglés es la que rige.*ayuda@tend\.test/,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeVisible();
    expect(screen.getByText('Última actualización: 27 de agosto de 2025')).toBeVisible();
    expect(screen.getByText('Tend no da consejos médicos.')).toBeVisible();
    expect(screen.getByRole('heading', { name: '14. Ley aplicable' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Volver/ })).toBeInTheDocument();
  });

  it('shows no such notice in English', async () => {
    renderWithProviders(<LegalPage document="terms" />, { route: '/terms-of-service' });
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
