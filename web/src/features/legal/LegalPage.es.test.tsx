import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import LegalPage from './LegalPage';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('a legal page read in Spanish', () => {
  it('says in Spanish that the document is in English and that the English version governs', async () => {
    renderWithProviders(<LegalPage document="terms" />, {
      route: '/terms-of-service',
      language: 'es-US',
      config: { supportEmail: 'ayuda@tend.test' },
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      /Este documento está en inglés\..*la versión en inglés seguirá siendo la que rige\..*ayuda@tend\.test/,
    );
    expect(screen.getByRole('button', { name: /Volver/ })).toBeInTheDocument();
  });

  it('shows no such notice in English', async () => {
    renderWithProviders(<LegalPage document="terms" />, { route: '/terms-of-service' });
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
