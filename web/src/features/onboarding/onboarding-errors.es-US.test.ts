/**
 * Onboarding checks its fields with the schemas the server uses, whose messages are English; a
 * Spanish reader must read each in Spanish (issue 48), the spec's English kept word for word.
 */
import { loadCatalogue } from '../../i18n/catalogue';
import { textIn } from '../../i18n/LanguageProvider';
import { emptyOnboarding, translateErrors, validateOnboarding } from './onboarding-form';

const tooLong = (n: number) => 'a'.repeat(n + 1);

/** Forms that break each rule the form's fields can break. */
const brokenForms = [
  { ...emptyOnboarding, conditions: [] },
  {
    ...emptyOnboarding,
    name: tooLong(200),
    location: tooLong(200),
    phoneNumber: tooLong(40),
    recipientName: tooLong(200),
    relationship: 'neighbour',
    conditions: ['hiccups'],
  },
  { ...emptyOnboarding, phoneNumber: 'call me maybe' },
];

describe('onboarding’s messages', () => {
  beforeAll(() => loadCatalogue('es-US'));

  it.each(brokenForms.map((form, i) => [i, form]))(
    'are all Spanish for a Spanish reader (form %i)',
    (_, form) => {
      const english = validateOnboarding(form);
      expect(Object.keys(english).length).toBeGreaterThan(0);
      const spanish = translateErrors(english, textIn('es-US'));
      for (const [field, message] of Object.entries(spanish))
        expect([field, message]).not.toEqual([field, english[field as keyof typeof english]]);
    },
  );

  it('stay the schemas’ English for an English reader', () => {
    for (const form of brokenForms) {
      const english = validateOnboarding(form);
      expect(translateErrors(english, textIn('en'))).toEqual(english);
    }
  });
});
