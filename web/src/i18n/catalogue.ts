import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale as AntdLocale } from 'antd/es/locale';
import app from './catalogues/en/app.json';
import type account from './catalogues/en/account.json';
import type assessment from './catalogues/en/assessment.json';
import type careLog from './catalogues/en/careLog.json';
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

/**
 * A message's name in the catalogues, by feature: `landing.title.paid`. The catalogues come in
 * parts (catalogues/<language>/<part>.json): `app`, the shell's and the landing's, is in the first
 * download; each other English part comes with the screens that use it (`parts/<part>.ts`).
 */
export type MessageId =
  | keyof typeof app
  | keyof typeof account
  | keyof typeof assessment
  | keyof typeof careLog
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

/** An English part, added by the screens that use it when their chunk arrives. */
export function addEnglish(part: Messages): void {
  Object.assign(english.messages, part);
}

/** Parts of another language that come with their screens, not with the language's own chunk. */
const later = new Map<Language, Messages>();

/**
 * A part of another language that comes with the screens using it (the legal documents): kept
 * until that language's catalogue loads, or added to it at once when it already has.
 */
export function addLater(language: Language, part: Messages): void {
  const catalogue = loaded.get(language);
  if (catalogue) Object.assign(catalogue.messages, part);
  else later.set(language, { ...later.get(language), ...part });
}

/**
 * Loads a language's catalogue once: English is part of the app, Spanish (every part) a chunk of
 * its own that only a Spanish reader downloads.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  let catalogue = loaded.get(language);
  if (!catalogue) {
    catalogue = (await import('./spanish')).spanish;
    Object.assign(catalogue.messages, later.get(language));
    loaded.set(language, catalogue);
  }
  return catalogue;
}

/** The catalogue of a language already loaded; English until it is. */
export function loadedCatalogue(language: Language): Catalogue {
  return loaded.get(language) ?? english;
}
