import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import type { EligibilityAnswers } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { EligibilityResults } from './EligibilityResults';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const daughterOfMotherOnMedicaid: EligibilityAnswers = {
  relationship: 'parent',
  benefits: ['medicaid'],
  age: '65_plus',
  state: 'NJ',
  zipCode: '07102',
  condition: 'dementia',
};

describe('the eligibility results in Spanish', () => {
  it('gives the result, the next steps and the state programs in Spanish, program names in English', async () => {
    renderWithProviders(
      <EligibilityResults
        draft={daughterOfMotherOnMedicaid}
        headingRef={createRef()}
        onRestart={() => undefined}
        onLeave={() => undefined}
      />,
      { language: 'es-US' },
    );
    expect(
      await screen.findByText('Servicios de asistencia personal de Medicaid'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Reúna los documentos de su ser querido: identificación, comprobante de ingresos, cartas de beneficios y expedientes médicos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Programas en Nueva Jersey' })).toBeInTheDocument();
    const ppp = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: /Personal Preference Program/ }));
    expect(ppp).toBeDefined();
    const card = within(ppp as HTMLElement);
    expect(card.getByText('Probablemente le sirve')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: /Personal Preference Program/ })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(card.getByRole('link', { name: 'Llamar al 1-800-701-0710' })).toBeInTheDocument();
    // The program's own texts arrive in Spanish (its state's file, loaded for a Spanish reader).
    const summary = await card.findByText(
      /^El Personal Preference Program de Nueva Jersey da a un miembro de NJ FamilyCare/,
    );
    expect(summary).not.toHaveAttribute('lang');
    expect(card.getByText(/Pida al médico una nota/)).toBeInTheDocument();
    expect(
      card.getByText(
        'Nueva Jersey permite pagarle aquí a un hijo adulto que cuida a su padre o su madre: sí.',
      ),
    ).toBeInTheDocument();
    expect(card.queryByText(/New Jersey's Personal Preference Program gives/)).toBeNull();
    expect(
      screen.getByText(/Los programas aparecen con su nombre oficial en inglés/),
    ).toBeInTheDocument();
  });
});
