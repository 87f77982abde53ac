/**
 * What each route makes a browser download, read from Vite's manifest: the entry chunk, the
 * route's page chunk, and their static imports and CSS. The build's size report prints it and
 * writes it beside the manifest (`writeRouteBundles`), where the web benchmark reads it: one list
 * of routes, and no code of the web app's scripts in the benchmark.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a first download may weigh, gzip, in KB: the landing's JavaScript, in every language (the
 * app shell's and, for a reader of another language than English, its `app` part's words); the
 * coach's JavaScript and CSS (its renderer, drawer and dialogs come later) and Home's for someone
 * signed in (its program cards come later). The size report prints each against it; a browser
 * test holds the landing to it (gateway/test/browser/spanish-journey.test.ts).
 */
export const firstDownloadAimsKB = { landing: 170, coach: 220, home: 205 } as const;

/**
 * Each route and the page module it renders first; null: the page is in the entry chunk. A route's
 * name begins with its address when it has one (`firstScreens`).
 */
export const routePages: [route: string, page: string | null][] = [
  ['/ (visitor: landing)', null],
  ['/ (signed in: home)', 'src/features/home/HomePage.tsx'],
  ['/login', 'src/features/login/LoginPage.tsx'],
  ['/signup', 'src/features/signup/SignupPage.tsx'],
  ['/eligibility', 'src/features/eligibility/EligibilityPage.tsx'],
  ['/onboarding', 'src/features/onboarding/OnboardingPage.tsx'],
  ['/ai-coach', 'src/features/coach/CoachPage.tsx'],
  ['/assessment', 'src/features/assessment/AssessmentPage.tsx'],
  ['/resources', 'src/features/resources/ResourcesPage.tsx'],
  ['/profile', 'src/features/profile/ProfilePage.tsx'],
  ['/notifications', 'src/features/notifications/NotificationsPage.tsx'],
  ['/settings', 'src/features/settings/SettingsPage.tsx'],
  ['/admin/discovery', 'src/features/admin/AdminDiscoveryPage.tsx'],
  ['/terms-of-service', 'src/features/legal/LegalPage.tsx'],
  ['/unsubscribe', 'src/features/unsubscribe/UnsubscribePage.tsx'],
  ['(not found)', 'src/components/NotFoundPage.tsx'],
];

/** What the app shell adds around every screen for someone signed in (src/app/App.tsx). */
const signedInShell = 'src/app/SignedInShell.tsx';

/**
 * The files beyond the entry's that the app fetches before it shows the screen at each address,
 * when opened by someone signed in (the gateway serves them the app shell, not a page rendered
 * for visitors): the screen's chunk and the signed-in shell's, with their imports and CSS.
 */
export function firstScreens(manifest: Manifest): Record<string, string[]> {
  const entry = filesOf(manifest, 'index.html', new Set());
  const screens: Record<string, string[]> = {};
  for (const [route, page] of routePages) {
    const address = route.split(' ')[0];
    if (!page || !address.startsWith('/')) continue;
    const files = new Set([...chunkFiles(manifest, page), ...chunkFiles(manifest, signedInShell)]);
    screens[address] = [...files].filter((file) => !entry.has(file));
  }
  return screens;
}

/** The files a chunk needs before it runs: itself, its CSS, and its static imports, transitively. */
function filesOf(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

export interface RouteBundles {
  /** The entry chunk's files (the app shell every route loads). */
  entry: Set<string>;
  /**
   * Each route's files in English, and what a reader of each other language fetches beside them
   * for her words (`catalogueFiles`), by language.
   */
  perRoute: { route: string; files: Set<string>; words: Record<string, Set<string>> }[];
  /** Every JS and CSS file of the build. */
  everything: Set<string>;
  /** Every file of each other language's words (`languageOnlyFiles`): an English reader gets none. */
  languageOnly: Record<string, Set<string>>;
}

/** The build's `dist/.vite/manifest.json`. */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A module's chunk, its CSS and its static imports, transitively; fails when it is not built. */
export function chunkFiles(manifest: Manifest, module: string): Set<string> {
  if (!manifest[module]) throw new Error(`${module} is not in the build's manifest`);
  return filesOf(manifest, module, new Set());
}

/** The manifest keys of a chunk and its static imports, transitively. */
function keysOf(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) keysOf(manifest, imported, into);
  return into;
}

/**
 * A language's own chunk (its `app` part), and its words in Ant Design's components, which come
 * with its first other part: a module of a package, named by its path under node_modules.
 */
const languageChunks: Record<string, { own: string; antd: string }> = {
  'es-US': { own: 'src/i18n/spanish.ts', antd: 'node_modules/antd/es/locale/es_US.js' },
};

/**
 * The manifest's key of a package's module: Vite names it by its real path from web/, which is
 * `../node_modules/…` in a checkout and elsewhere when node_modules links to another one's
 * packages (a git worktree's).
 */
function packageKey(manifest: Manifest, underNodeModules: string): string {
  const found = Object.keys(manifest).filter(
    (key) => key === underNodeModules || key.endsWith(`/${underNodeModules}`),
  );
  if (found.length !== 1)
    throw new Error(`${underNodeModules} is ${found.length} times in the build's manifest`);
  return found[0];
}

function chunksOf(manifest: Manifest, language: string): { own: string; antd: string } {
  const chunks = languageChunks[language];
  if (!chunks) throw new Error(`No chunk of words known for ${language}`);
  return { own: chunks.own, antd: packageKey(manifest, chunks.antd) };
}

/** Every file of a language's words (its own chunk, its parts, Ant Design's) that is not the entry's. */
export function languageOnlyFiles(manifest: Manifest, language: string): Set<string> {
  const { own, antd } = chunksOf(manifest, language);
  const parts = Object.keys(manifest).filter((key) =>
    key.startsWith(`src/i18n/catalogues/${language}/`),
  );
  const entry = filesOf(manifest, 'index.html', new Set());
  const files = new Set<string>();
  for (const key of [own, antd, ...parts])
    for (const file of chunkFiles(manifest, key)) if (!entry.has(file)) files.add(file);
  return files;
}

/**
 * What a page makes a reader of a language other than English fetch for its words before it
 * shows in it (src/i18n/catalogue.ts): the language's `app` part, the parts the page's modules
 * add (each a chunk they import dynamically), and Ant Design's words when there are any such
 * parts. `module` null: the entry's own page (the landing). Files of `exclude` (the entry's) are
 * left out.
 */
export function catalogueFiles(
  manifest: Manifest,
  language: string,
  module: string | null,
  exclude: Set<string> = new Set(),
): Set<string> {
  const chunks = chunksOf(manifest, language);
  const modules = keysOf(manifest, 'index.html', new Set());
  if (module) keysOf(manifest, module, modules);
  const parts = [...modules]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => key.startsWith(`src/i18n/catalogues/${language}/`));
  const wanted = [chunks.own, ...parts];
  if (parts.length > 0) wanted.push(chunks.antd);
  const files = new Set<string>();
  for (const key of wanted) for (const file of chunkFiles(manifest, key)) files.add(file);
  return new Set([...files].filter((file) => !exclude.has(file)));
}

/** Reads `dist/.vite/manifest.json`; fails when a listed page is not in the build. */
export function routeBundles(distDir: string): RouteBundles {
  const manifest = readManifest(distDir);
  const entry = filesOf(manifest, 'index.html', new Set());
  const languages = Object.keys(languageChunks);
  const byLanguage = <T>(of: (language: string) => T) =>
    Object.fromEntries(languages.map((language) => [language, of(language)]));
  const perRoute = routePages.map(([route, page]) => {
    if (page && !manifest[page]) throw new Error(`${page} is not in the build's manifest`);
    const files = page ? filesOf(manifest, page, new Set(entry)) : entry;
    const words = byLanguage((language) => catalogueFiles(manifest, language, page, files));
    return { route, files, words };
  });
  const everything = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]));
  const languageOnly = byLanguage((language) => languageOnlyFiles(manifest, language));
  return { entry, perRoute, everything, languageOnly };
}

const listsOf = (sets: Record<string, Set<string>>) =>
  Object.fromEntries(Object.entries(sets).map(([key, set]) => [key, [...set]]));

/**
 * Writes `bundles` to `dist/.vite/route-bundles.json` as file lists, with the aims, for tools
 * outside the web app (infra/bench/web.bench.ts, the gateway's browser tests). Under `.vite`, like
 * the manifest, so the gateway never serves it.
 */
export function writeRouteBundles(distDir: string, bundles: RouteBundles) {
  const { entry, perRoute, everything, languageOnly } = bundles;
  const lists = {
    entry: [...entry],
    perRoute: perRoute.map(({ route, files }) => ({ route, files: [...files] })),
    everything: [...everything],
    languageOnly: listsOf(languageOnly),
    aimsKB: firstDownloadAimsKB,
  };
  writeFileSync(join(distDir, '.vite/route-bundles.json'), `${JSON.stringify(lists, null, 2)}\n`);
}

/**
 * Writes `firstScreens` to `dist/.vite/first-screens.json`, where the gateway reads it to name
 * them in the app shell it sends (gateway/src/web-app/first-screen-shells.ts).
 */
export function writeFirstScreens(distDir: string): void {
  const screens = firstScreens(readManifest(distDir));
  writeFileSync(join(distDir, '.vite/first-screens.json'), `${JSON.stringify(screens, null, 2)}\n`);
}
