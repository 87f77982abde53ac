import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DefaultLanguage, type Language } from '@tend/contracts';
import { servedHtml, type ServedHtml } from './first-screen-shells';

/** The folder of web/dist where the web build puts the public pages it rendered (web/scripts/prerender.ts). */
export const prerenderedDir = 'prerendered';

/** The settings a page may show, as this gateway has them. */
export interface PageSettings {
  eligibilityEnabled: boolean;
  supportEmail: string;
}

/** One rendering of a page; `language` is absent from lists written before Spanish: English. */
interface Variant {
  file: string;
  language?: Language;
  renderedWith: Partial<PageSettings>;
}

/** dist/prerendered/pages.json, as the web build writes it. */
interface PagesFile {
  /** The public pages, for a browser without a session. */
  pages: { path: string; readsQuery: boolean; variants: Variant[] }[];
  /** Signed-in screens' frames without her data, for one with a session (absent before them). */
  shells?: { path: string; variants: Variant[] }[];
}

/** Its HTML, compressed once at start: on a phone's slow network every kilobyte delays the first paint. */
export interface PrerenderedPage extends ServedHtml {
  /** Its content depends on the query string: an address with one gets the app shell. */
  readsQuery: boolean;
  language: Language;
}

/** A public address's pages, one per language the build rendered it in. */
export type PageLanguages = Map<Language, PrerenderedPage>;

/** What the web build rendered, for a browser without a session and for one with. */
export interface Prerendered {
  pages: Map<string, PageLanguages>;
  /** Home's and the coach's frames without her data (web/src/prerender/signed-in-shells.ts). */
  shells: Map<string, PageLanguages>;
}

/**
 * The prerendered pages of each public address whose settings are this gateway's, in every
 * language the build rendered them in: the landing with the eligibility flag as it is set, and a
 * page showing the support address only when it is ours; the signed-in shells chosen the same way.
 * None when the build made none.
 */
export function loadPrerenderedPages(root: string, settings: PageSettings): Prerendered {
  const listFile = path.join(root, prerenderedDir, 'pages.json');
  if (!existsSync(listFile)) return { pages: new Map(), shells: new Map() };
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as PagesFile;
  const chosen = (entries: { path: string; readsQuery?: boolean; variants: Variant[] }[]) => {
    const pages = new Map<string, PageLanguages>();
    for (const { path: address, readsQuery = false, variants } of entries) {
      const languages = languagesOf(root, variants, settings, readsQuery);
      if (languages.size > 0) pages.set(address, languages);
    }
    return pages;
  };
  return { pages: chosen(list.pages), shells: chosen(list.shells ?? []) };
}

/** The variant of each language rendered with `settings`, read and compressed. */
function languagesOf(
  root: string,
  variants: Variant[],
  settings: PageSettings,
  readsQuery: boolean,
): PageLanguages {
  const languages: PageLanguages = new Map();
  for (const variant of variants) {
    const language = variant.language ?? DefaultLanguage;
    if (languages.has(language) || !matches(variant.renderedWith, settings)) continue;
    const html = readFileSync(path.join(root, prerenderedDir, variant.file), 'utf8');
    languages.set(language, { ...servedHtml(html), readsQuery, language });
  }
  return languages;
}

function matches(renderedWith: Partial<PageSettings>, settings: PageSettings): boolean {
  return Object.entries(renderedWith).every(
    ([name, value]) => settings[name as keyof PageSettings] === value,
  );
}
