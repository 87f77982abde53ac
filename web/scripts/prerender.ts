/**
 * Renders the public pages to HTML at build time, after `vite build` (the browser bundle) and
 * `vite build --ssr src/prerender/render-page.tsx --outDir dist-ssr` (the same code for Node):
 * each page in every language with the eligibility flag on and off, into
 * dist/prerendered/<on|off>/<name>.html in English and dist/prerendered/<language>/<on|off>/<name>.html
 * in the others, and dist/prerendered/pages.json, from which the gateway picks the file for an
 * address and the language asked for.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Languages } from '../src/i18n/languages';
import type { PublicPage } from '../src/prerender/public-pages';
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
  Languages: typeof Languages;
  renderPage(
    page: PublicPage,
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
  pages: { path: string; readsQuery: boolean; variants: PrerenderedVariant[] }[];
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
function pageAssets(page: PublicPage, template: string): string {
  if (!page.module) return '';
  const files = [...chunkFiles(readManifest(distDir), page.module)].filter(
    (file) => !template.includes(`/${file}"`),
  );
  const modules = files
    .filter((file) => !file.endsWith('.css'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return inlineCss(files.filter((file) => file.endsWith('.css'))) + modules.join('');
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
function catalogueAssets(page: PublicPage, language: Language, template: string): string {
  if (language === 'en') return ''; // English is in the entry and the page's chunks
  const files = [...catalogueFiles(readManifest(distDir), language, page.module)];
  return files
    .filter((file) => !file.endsWith('.css') && !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

function pageHtml(
  template: string,
  page: PublicPage,
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
      `${pageAssets(page, template)}${catalogueAssets(page, language, template)}</head>`,
    );
  const root = '<div id="root"></div>';
  if (!head.includes(root)) throw new Error(`index.html has no ${root}`);
  return head.replace(
    root,
    `<div id="root">${rendered.html}</div>` +
      `<script type="application/json" id="tend-prerendered">${escapeJson(rendered.state)}</script>`,
  );
}

async function main(): Promise<void> {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(join(ssrDir, 'render-page.mjs')).href)) as ServerEntry;
  rmSync(outDir, { recursive: true, force: true });
  const manifest: PrerenderedPages = { pages: [] };
  for (const page of entry.publicPages) {
    const variants: PrerenderedVariant[] = [];
    for (const language of Object.keys(entry.Languages) as Language[])
      for (const eligibilityEnabled of [true, false]) {
        const rendered = await entry.renderPage(page, eligibilityEnabled, language);
        const folder = language === 'en' ? '' : `${language}/`;
        const file = `${folder}${eligibilityEnabled ? 'on' : 'off'}/${page.name}.html`;
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        writeFileSync(join(outDir, file), pageHtml(template, page, language, rendered));
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
    manifest.pages.push({ path: page.path, readsQuery: page.readsQuery, variants });
  }
  writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(
    `Prerendered ${manifest.pages.length} public pages (${Object.keys(entry.Languages).join(' and ')}, flag on and off) into ${outDir}`,
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
