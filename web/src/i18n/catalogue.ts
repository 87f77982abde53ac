import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale as AntdLocale } from 'antd/es/locale';
import app from './catalogues/en/app.json';
import type account from './catalogues/en/account.json';
import type assessment from './catalogues/en/assessment.json';
import type careLog from './catalogues/en/careLog.json';
import type checkInSummary from './catalogues/en/checkInSummary.json';
import type circle from './catalogues/en/circle.json';
import type coach from './catalogues/en/coach.json';
import type eligibility from './catalogues/en/eligibility.json';
import type home from './catalogues/en/home.json';
import type common from './catalogues/en/common.json';
import type notifications from './catalogues/en/notifications.json';
import type onboarding from './catalogues/en/onboarding.json';
import type profile from './catalogues/en/profile.json';
import type refusals from './catalogues/en/refusals.json';
import type resources from './catalogues/en/resources.json';
import type coachSafety from './catalogues/en/coachSafety.json';
import type settings from './catalogues/en/settings.json';
import type passwordReset from './catalogues/en/passwordReset.json';
import type emailChange from './catalogues/en/emailChange.json';
import type unsubscribe from './catalogues/en/unsubscribe.json';
import type support from './catalogues/en/support.json';
import type admin from './catalogues/en/admin.json';
import type legal from './catalogues/en/legal.json';
import type medications from './catalogues/en/medications.json';
import { baseLanguage, type Language } from './languages';
import type { SpanishWords } from './spanish';

/**
 * A message's name in the catalogues, by feature: `landing.title.paid`. The catalogues come in
 * parts (catalogues/<language>/<part>.json): `app`, the shell's and the landing's, is in the first
 * download (Spanish's in the first download of a Spanish reader); each other part comes with the
 * screens that use it (`parts/<part>.ts`), its Spanish only to a Spanish reader.
 */
export type MessageId =
  | keyof typeof app
  | keyof typeof account
  | keyof typeof assessment
  | keyof typeof careLog
  | keyof typeof checkInSummary
  | keyof typeof circle
  | keyof typeof coach
  | keyof typeof eligibility
  | keyof typeof home
  | keyof typeof common
  | keyof typeof notifications
  | keyof typeof onboarding
  | keyof typeof profile
  | keyof typeof refusals
  | keyof typeof resources
  | keyof typeof coachSafety
  | keyof typeof settings
  | keyof typeof passwordReset
  | keyof typeof emailChange
  | keyof typeof unsubscribe
  | keyof typeof support
  | keyof typeof admin
  | keyof typeof legal
  | keyof typeof medications;

/** A message as the catalogue holds it: its text, or (in a build) its compiled ICU syntax tree. */
export type CatalogueMessage = string | MessageFormatElement[];

export type Messages = Partial<Record<MessageId, CatalogueMessage>>;

export interface Catalogue {
  messages: Messages;
  /** Ant Design's own words (dates, pagination, empty lists); its English is built in. */
  antd?: AntdLocale;
}

const english: Catalogue = { messages: { ...app } };
const loaded = new Map<Language, Catalogue>([[baseLanguage, english]]);

/** A part's words in another language: a chunk of their own (`import('…/es-US/coach.json')`). */
export type PartWords = () => Promise<{ default: Messages }>;

/** The Spanish of every part added so far, fetched once Spanish is asked for (spanish.ts). */
const spanishParts: PartWords[] = [];
let spanish: Promise<SpanishWords> | undefined;

/** Told when words arrive after the screens drew (Ant Design's come with the first part). */
const listeners = new Set<() => void>();
let version = 0;
export function onCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const catalogueVersion = (): number => version;
function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Every Spanish part added so far, once Spanish was asked for; rejects if one did not arrive. */
const fetchSpanishParts = (): Promise<void> | undefined =>
  spanish?.then((words) => words.fetch(spanishParts));

/**
 * A part of the catalogue, added by the screens that use it when their chunk arrives: its English
 * at once, its Spanish fetched now if Spanish was asked for, else when it is.
 */
export function addPart(englishWords: Messages, spanishWords: PartWords): void {
  Object.assign(english.messages, englishWords);
  spanishParts.push(spanishWords);
  fetchSpanishParts()?.catch(() => undefined);
}

/**
 * A chunk once the words of the parts it added are here in the language asked for: a screen's
 * chunk waits for them, so it never draws in English and then in Spanish. A part that did not
 * arrive shows in English (LanguageProvider) rather than keeping the screen away.
 */
export async function withWords<T>(chunk: Promise<T>): Promise<T> {
  const module = await chunk;
  await fetchSpanishParts()?.catch(() => undefined);
  return module;
}

/**
 * Loads a language's catalogue once: English is part of the app; Spanish, its `app` part, is a
 * chunk only a Spanish reader downloads, with the Spanish of the parts already added. Rejects
 * when a chunk did not arrive (the next call asks again).
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  let catalogue = loaded.get(language);
  if (!catalogue) {
    spanish ??= import('./spanish').then(
      (module) => module.spanishWords(changed),
      (error: unknown) => {
        spanish = undefined;
        throw error;
      },
    );
    catalogue = await (await spanish).load(spanishParts);
    loaded.set(language, catalogue);
  }
  return catalogue;
}

/** The catalogue of a language already loaded; English until it is. */
export function loadedCatalogue(language: Language): Catalogue {
  return loaded.get(language) ?? english;
}
