import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import spanishApp from './catalogues/es-US/app.json';
import englishEligibility from './catalogues/en/eligibility.json';
import spanishEligibility from './catalogues/es-US/eligibility.json';
import { preferredLanguage } from './languages';

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'tend_lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
});

describe('preferredLanguage', () => {
  it.each([
    [null, ['es-MX', 'en-US'], 'es-US'],
    [null, ['es'], 'es-US'],
    [null, ['en-GB', 'es-US'], 'en'],
    [null, ['fr-FR', 'es-ES'], 'es-US'],
    [null, ['fr-FR'], 'en'],
    [null, [], 'en'],
    ['en', ['es-US'], 'en'],
    ['es-US', ['en-US'], 'es-US'],
    ['klingon', ['es-US'], 'es-US'],
  ] as const)('chosen %p, browser %p: %p', (chosen, browser, expected) => {
    expect(preferredLanguage(chosen, browser)).toBe(expected);
  });
});

describe('the language switch', () => {
  it('turns the sign-in screen into Spanish, keeps the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Español' }));

    expect(
      await screen.findByRole('heading', { name: '¡Qué bueno verle de nuevo!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('es-US');
    expect(window.localStorage.getItem('language')).toBe('es-US');
    // Told to the server too, which answers the next public page in it (gateway/src/web-app).
    expect(document.cookie).toContain('tend_lang=es-US');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('tend_lang=en');
  });

  it('shows the landing page in Spanish, with its emergency number in the sentence', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/', config: { eligibilityEnabled: true } });
    await user.click((await screen.findAllByRole('button', { name: 'Español' }))[0]);
    expect(
      await screen.findByRole('heading', { name: 'Le pueden pagar por cuidar a su ser querido' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vea si califica' })).toBeInTheDocument();
    expect(screen.getByText(/En una emergencia, llame al 911\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Español' })[1]).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it("shows a screen opened in Spanish in Spanish from its first paint (its part's Spanish comes with it)", async () => {
    const user = userEvent.setup();
    renderApp({ route: '/', config: { eligibilityEnabled: true } });
    await user.click((await screen.findAllByRole('button', { name: 'Español' }))[0]);
    const qualify = await screen.findByRole('link', { name: spanishApp['landing.cta.qualify'] });
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });

    await user.click(qualify);

    expect(
      await screen.findByRole('heading', {
        name: spanishEligibility['eligibility.title'],
        level: 1,
      }),
    ).toBeInTheDocument();
    observer.disconnect();
    const english = englishEligibility['eligibility.title'];
    expect(seen.filter((text) => text.includes(english))).toEqual([]);
  });
});
