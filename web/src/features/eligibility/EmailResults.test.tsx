import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EligibilityAnswers } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { EmailResults } from './EmailResults';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const answers: EligibilityAnswers = {
  relationship: 'spouse',
  benefits: ['medicare'],
  age: '65_plus',
  state: 'TX',
  zipCode: '77002',
  condition: 'physical_disability',
};

async function open(language: 'en' | 'es-US', routes = {}) {
  const user = userEvent.setup();
  const utils = renderWithProviders(<EmailResults answers={answers} />, { language, routes });
  return { user, ...utils };
}

describe('e-mailing a visitor her results', () => {
  it('sends her answers in the language she reads, and says where they went', async () => {
    const { user, http } = await open('es-US', {
      'POST /api/eligibility/email': { json: { ok: true } },
    });
    const form = await screen.findByRole('region', { name: 'Enviarme mis resultados por correo' });
    expect(form).toHaveTextContent('no guardamos su correo electrónico');
    await user.type(within(form).getByLabelText('Su correo electrónico'), ' rosa@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Enviar mis resultados' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Enviado a rosa@example.com.',
    );
    expect(http.calls('POST /api/eligibility/email')).toHaveLength(1);
    expect(http.calls('POST /api/eligibility/email')[0]?.body).toEqual({
      email: 'rosa@example.com',
      answers,
      language: 'es-US',
    });
  });

  it('asks again for an address that is not one, without sending', async () => {
    const { user, http } = await open('en');
    const form = await screen.findByRole('region', { name: 'Email me my results' });
    await user.type(within(form).getByLabelText('Your email'), 'rosa at home');
    await user.click(within(form).getByRole('button', { name: 'Send my results' }));
    expect(
      await within(form).findByText('Please enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(http.calls('POST /api/eligibility/email')).toHaveLength(0);
  });

  it('says in her language when the results were already sent too often', async () => {
    const { user } = await open('es-US', {
      'POST /api/eligibility/email': {
        status: 429,
        json: { message: 'We already sent these results to that address today.' },
      },
    });
    const form = await screen.findByRole('region', { name: 'Enviarme mis resultados por correo' });
    await user.type(within(form).getByLabelText('Su correo electrónico'), 'rosa@example.com');
    await user.click(within(form).getByRole('button', { name: 'Enviar mis resultados' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Ya enviamos estos resultados varias veces.',
    );
  });
});
