import { pageLanguage } from './page-language';

describe('the language a public page is answered in', () => {
  it("is the visitor's choice, whatever her browser says", () => {
    expect(pageLanguage({ cookies: { tend_lang: 'es-US' }, acceptLanguage: 'en-US' })).toBe(
      'es-US',
    );
    expect(pageLanguage({ cookies: { tend_lang: 'en' }, acceptLanguage: 'es-US,es' })).toBe('en');
  });

  it('is Spanish for a browser in any Spanish, when she never chose', () => {
    for (const acceptLanguage of ['es', 'es-US', 'es-MX,es;q=0.9', 'fr;q=0.9, es-419;q=0.8'])
      expect(pageLanguage({ acceptLanguage })).toBe('es-US');
  });

  it('is English for any other browser, and for a cookie naming no language Tend speaks', () => {
    expect(pageLanguage({ acceptLanguage: 'en-US,en;q=0.9,es;q=0.8' })).toBe('en');
    expect(pageLanguage({ acceptLanguage: 'fr-FR, de' })).toBe('en');
    expect(pageLanguage({})).toBe('en');
    expect(pageLanguage({ cookies: { tend_lang: 'fr' }, acceptLanguage: 'de' })).toBe('en');
  });
});
