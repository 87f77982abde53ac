import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale as AntdLocale } from 'antd/es/locale';
import english from './catalogues/en.json';
import { baseLanguage, type Language } from './languages';

/** A message's name in the catalogues, by feature: `landing.hero.title`. */
export type MessageId = keyof typeof english;

/** A message as the catalogue holds it: its text, or (in a build) its compiled ICU syntax tree. */
export type CatalogueMessage = string | MessageFormatElement[];

export interface Catalogue {
  messages: Record<MessageId, CatalogueMessage>;
  /** Ant Design's own words (dates, pagination, empty lists); its English is built in. */
  antd?: AntdLocale;
}

const loaded = new Map<Language, Catalogue>([[baseLanguage, { messages: english }]]);

/**
 * Loads a language's catalogue once: English is part of the app, Spanish a chunk of its own that
 * only a Spanish reader downloads.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  let catalogue = loaded.get(language);
  if (!catalogue) {
    catalogue = (await import('./spanish')).spanish;
    loaded.set(language, catalogue);
  }
  return catalogue;
}

/** The catalogue of a language already loaded; English until it is. */
export function loadedCatalogue(language: Language): Catalogue {
  return loaded.get(language) ?? (loaded.get(baseLanguage) as Catalogue);
}
