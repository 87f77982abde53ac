/**
 * Renders the public pages to HTML at build time, after `vite build` (the browser bundle) and
 * `vite build --ssr src/prerender/render-page.tsx --outDir dist-ssr` (the same code for Node):
 * each page in every language with the eligibility flag on and off, into
 * dist/prerendered/<on|off>/<name>.html in English and dist/prerendered/<language>/<on|off>/<name>.html
 * in the others; the same for the signed-in shells (src/prerender/signed-in-shells.ts), under
 * <on|off>/shells/; and dist/prerendered/pages.json, from which the gateway picks the file for an
 * address, the language asked for and whether the browser holds a session.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Languages } from '../src/i18n/languages';
import type { PublicPage } from '../src/prerender/public-pages';
import type { SignedInShellPage } from '../src/prerender/signed-in-shells';
import type { RenderedPage } from '../src/prerender/render-page';
import { catalogueFiles, chunkFiles, readManifest } from './route-bundles';

// The server bundle reads it at run time (Vite leaves process.env alone in an SSR build).
process.env.NODE_ENV = 'production';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const ssrDir = join(webDir, 'dist-ssr');
const outDir = join(distDir, 'prerendered');

type Language = keyof typeof Languages;

interface ServerEntry {
  publicPages: PublicPage[];
  signedInShells: SignedInShellPage[];
  Languages: typeof Languages;
  renderPage(
    page: PublicPage,
    eligibilityEnabled: boolean,
    language: Language,
  ): Promise<RenderedPage>;
  renderShell(
    shell: SignedInShellPage,
    eligibilityEnabled: boolean,
    language: Language,
  ): Promise<RenderedPage>;
}

/**
 * One rendering of a page, its language and the settings it shows, which the gateway's must
 * equal. `language` is absent from lists written before Spanish: English.
 */
export interface PrerenderedVariant {
  file: string;
  language: Language;
  renderedWith: { eligibilityEnabled: boolean; supportEmail?: string };
}

/** dist/prerendered/pages.json. */
export interface PrerenderedPages {
  /** The public pages, for a browser without a session. */
  pages: { path: string; readsQuery: boolean; variants: PrerenderedVariant[] }[];
  /** The signed-in shells, for a browser with one (absent from lists written before them). */
  shells: { path: string; variants: PrerenderedVariant[] }[];
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's CSS in the HTML itself (the app's, and its screen chunk's), so nothing stands between
 * the first response and the first paint. Each file stays named by a disabled link, which the
 * browser never fetches but Vite's chunk loader sees, so it does not load the file again.
 */
function inlineCss(files: string[]): string {
  return files
    .map(
      (file) =>
        `<style>${readFileSync(join(distDir, file), 'utf8')}</style>` +
        `<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
    )
    .join('');
}

/** The page's chunk, its imports and CSS beyond what index.html already loads, as head elements. */
function pageAssets(modules: string[], template: string): string {
  const manifest = readManifest(distDir);
  const files = [...new Set(modules.flatMap((module) => [...chunkFiles(manifest, module)]))].filter(
    (file) => !template.includes(`/${file}"`),
  );
  const preloads = files
    .filter((file) => !file.endsWith('.css'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return inlineCss(files.filter((file) => file.endsWith('.css'))) + preloads.join('');
}

/** index.html with its stylesheets inlined. */
function withInlineStylesheets(template: string): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file) =>
    inlineCss([file as string]),
  );
}

/**
 * The chunks of the page's words in its language, fetched with the page's own: the page hydrates
 * in its language once they are here, so without them it would wait for them after its scripts.
 */
function catalogueAssets(module: string | null, language: Language, template: string): string {
  if (language === 'en') return ''; // English is in the entry and the page's chunks
  const files = [...catalogueFiles(readManifest(distDir), language, module)];
  return files
    .filter((file) => !file.endsWith('.css') && !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** What a page needs beyond the entry: its screen's module, and the signed-in shell's for a shell. */
interface PageModules {
  module: string | null;
  alsoModules: string[];
}

function pageHtml(
  template: string,
  page: PageModules,
  language: Language,
  rendered: RenderedPage,
): string {
  const inLanguage = template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeText(rendered.description).replace(/"/g, '&quot;')}"`,
    );
  // Ant Design's styles go before the app's stylesheet, where its runtime would put them.
  const head = withInlineStylesheets(inLanguage)
    .replace('<script type="module"', `${rendered.styles}<script type="module"`)
    .replace(
      '</head>',
      `${pageAssets([...(page.module ? [page.module] : []), ...page.alsoModules], template)}` +
        `${catalogueAssets(page.module, language, template)}</head>`,
    );
  const root = '<div id="root"></div>';
  if (!head.includes(root)) throw new Error(`index.html has no ${root}`);
  return head.replace(
    root,
    `<div id="root">${rendered.html}</div>` +
      `<script type="application/json" id="tend-prerendered">${escapeJson(rendered.state)}</script>`,
  );
}

/**
 * Renders `what` in every language with the flag on and off into `folder` under each flag's, and
 * lists the files with what each was rendered with.
 */
async function renderVariants(
  entry: ServerEntry,
  template: string,
  what: PageModules & { name: string; folder: string },
  render: (eligibilityEnabled: boolean, language: Language) => Promise<RenderedPage>,
): Promise<PrerenderedVariant[]> {
  const variants: PrerenderedVariant[] = [];
  for (const language of Object.keys(entry.Languages) as Language[])
    for (const eligibilityEnabled of [true, false]) {
      const rendered = await render(eligibilityEnabled, language);
      const languageFolder = language === 'en' ? '' : `${language}/`;
      const file = `${languageFolder}${eligibilityEnabled ? 'on' : 'off'}/${what.folder}${what.name}.html`;
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), pageHtml(template, what, language, rendered));
      const { supportEmail } = rendered.state.config;
      variants.push({
        file,
        language,
        renderedWith: {
          eligibilityEnabled,
          // Shown in the page: served only where it is the gateway's support address too.
          ...(rendered.html.includes(supportEmail) ? { supportEmail } : {}),
        },
      });
    }
  return variants;
}

/** The signed-in shell's chunk (src/app/App.tsx), which a shell's frame draws the navigation with. */
const signedInShellModule = 'src/app/SignedInShell.tsx';

async function main(): Promise<void> {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(join(ssrDir, 'render-page.mjs')).href)) as ServerEntry;
  rmSync(outDir, { recursive: true, force: true });
  const manifest: PrerenderedPages = { pages: [], shells: [] };
  for (const page of entry.publicPages) {
    const what = { ...page, alsoModules: [], folder: '' };
    const variants = await renderVariants(entry, template, what, (flag, language) =>
      entry.renderPage(page, flag, language),
    );
    manifest.pages.push({ path: page.path, readsQuery: page.readsQuery, variants });
  }
  for (const shell of entry.signedInShells) {
    const what = { ...shell, alsoModules: [signedInShellModule], folder: 'shells/' };
    const variants = await renderVariants(entry, template, what, (flag, language) =>
      entry.renderShell(shell, flag, language),
    );
    manifest.shells.push({ path: shell.path, variants });
  }
  writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(
    `Prerendered ${manifest.pages.length} public pages and ${manifest.shells.length} signed-in shells (${Object.keys(entry.Languages).join(' and ')}, flag on and off) into ${outDir}`,
  );
}

// Exits on its own: the rendered stores keep timers for unused data (RTK Query) that would hold
// the process for minutes.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
