import englishEligibility from './catalogues/en/eligibility.json';
import spanishApp from './catalogues/es-US/app.json';
import spanishEligibility from './catalogues/es-US/eligibility.json';
import spanishResources from './catalogues/es-US/resources.json';
import type { Messages } from './catalogue';
import { Languages, type Language } from './languages';

// Each test starts from the catalogue as a page opens it: English only, no part added yet.
type CatalogueModule = typeof import('./catalogue');
async function freshCatalogue(): Promise<CatalogueModule> {
  jest.resetModules();
  return import('./catalogue');
}
const addEligibility = () => import('./parts/eligibility');

// Spanish, named as the languages name it.
const spanish = Object.keys(Languages).find((language) => language !== 'en') as Language;

/** Which of a part's messages a catalogue holds in the words given. */
const holds = (messages: Messages, words: Record<string, string>) =>
  Object.keys(words).filter((id) => messages[id as keyof Messages] === words[id]);

describe("the catalogue's parts in Spanish", () => {
  it("gives a Spanish reader's first download only the app part's words, Ant Design's come with a screen", async () => {
    const catalogue = await freshCatalogue();
    const { messages, antd } = await catalogue.loadCatalogue(spanish);
    expect(holds(messages, spanishApp)).toEqual(Object.keys(spanishApp));
    expect(holds(messages, spanishEligibility)).toEqual([]);
    expect(antd).toBeUndefined();

    await catalogue.withWords(addEligibility());
    expect(catalogue.loadedCatalogue(spanish).antd?.locale).toBe('es-us');
  });

  it('brings a part added while Spanish is shown in Spanish before its chunk counts as arrived', async () => {
    const catalogue = await freshCatalogue();
    await catalogue.loadCatalogue(spanish);
    const told = jest.fn();
    catalogue.onCatalogueChange(told);

    await catalogue.withWords(addEligibility());

    const { messages } = catalogue.loadedCatalogue(spanish);
    expect(holds(messages, spanishEligibility)).toEqual(Object.keys(spanishEligibility));
    expect(told).toHaveBeenCalled();
  });

  it('loads the Spanish of the parts already added when she switches to Spanish', async () => {
    const catalogue = await freshCatalogue();
    await catalogue.withWords(addEligibility());
    await catalogue.withWords(import('./parts/resources'));
    // Before the switch only English is here.
    expect(holds(catalogue.loadedCatalogue(spanish).messages, englishEligibility)).toEqual(
      Object.keys(englishEligibility),
    );

    const { messages } = await catalogue.loadCatalogue(spanish);

    expect(holds(messages, spanishEligibility)).toEqual(Object.keys(spanishEligibility));
    expect(holds(messages, spanishResources)).toEqual(Object.keys(spanishResources));
  });

  it('fetches no Spanish for an English reader', async () => {
    const catalogue = await freshCatalogue();
    const words = jest.fn(() => Promise.resolve({ default: spanishEligibility }));
    catalogue.addPart(englishEligibility, words);
    await catalogue.withWords(Promise.resolve());
    expect(words).not.toHaveBeenCalled();
  });

  it('shows a part whose Spanish did not arrive in English, and asks for it again with the next screen', async () => {
    const catalogue = await freshCatalogue();
    const { textIn } = await import('./LanguageProvider');
    await catalogue.loadCatalogue(spanish);
    const words = jest
      .fn<ReturnType<import('./catalogue').PartWords>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: spanishEligibility });

    catalogue.addPart(englishEligibility, words);
    await catalogue.withWords(Promise.resolve());
    expect(textIn(spanish)('eligibility.title')).toBe(englishEligibility['eligibility.title']);

    await catalogue.withWords(Promise.resolve());
    expect(words).toHaveBeenCalledTimes(2);
    expect(textIn(spanish)('eligibility.title')).toBe(spanishEligibility['eligibility.title']);
  });
});
