import { acceptedLanguageTags, spokenLanguageOf } from './language-choice';

describe("a browser's languages", () => {
  it('reads Accept-Language most preferred first, leaving out refusals and the wildcard', () => {
    expect(acceptedLanguageTags('en;q=0.5, es-MX, fr;q=0.8, de;q=0, *;q=0.1')).toEqual([
      'es-MX',
      'fr',
      'en',
    ]);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
  });

  it('takes any Spanish as US Spanish, English as English, and nothing else', () => {
    expect(spokenLanguageOf(['es'])).toBe('es-US');
    expect(spokenLanguageOf(['es-MX', 'en'])).toBe('es-US');
    expect(spokenLanguageOf(['fr', 'en-GB', 'es'])).toBe('en');
    expect(spokenLanguageOf(['fr', 'de'])).toBeUndefined();
  });
});
