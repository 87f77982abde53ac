/**
 * Prints the gzip size of the JavaScript and CSS each route loads (see route-bundles.ts), in
 * English and for a Spanish reader, against the aims. Run after `vite build`:
 * `tsx scripts/report-bundle.ts`. Also writes the lists and aims for the web benchmark and the
 * browser test that holds the landing to its aim (`writeRouteBundles`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstDownloadAimsKB as aims, routeBundles, writeRouteBundles } from './route-bundles';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
  console.error(`No manifest in ${distDir}/.vite: run vite build first.`);
  process.exit(1);
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function cost(files: Set<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const file of files)
    if (file.endsWith('.css')) css += gzipSize(file);
    else js += gzipSize(file);
  return { js, css };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (name: string, { js, css }: { js: number; css: number }, spanishJs?: number) =>
  `  ${name.padEnd(26)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}` +
  (spanishJs === undefined ? '' : `   es-US JS ${kb(spanishJs).padStart(9)}`);
const verdict = (bytes: number, aimKB: number) =>
  `${kb(bytes)} gzip (${bytes / 1024 <= aimKB ? 'within' : 'OVER'} the ${aimKB} KB aim)`;

const bundles = routeBundles(distDir);
writeRouteBundles(distDir, bundles);
console.log(
  '\nJavaScript and CSS each route loads (gzip, app shell included; es-US: with the Spanish words',
);
console.log('a Spanish reader fetches before it shows, src/i18n/catalogue.ts):');
console.log(line('app shell only', cost(bundles.entry)));
/** A route's first download, English and Spanish. */
const figures = new Map<
  string,
  { en: { js: number; css: number }; es: { js: number; css: number } }
>();
for (const { route, files, words } of bundles.perRoute) {
  const en = cost(files);
  const es = cost(new Set([...files, ...words['es-US']]));
  figures.set(route, { en, es });
  console.log(line(route, en, es.js));
}
const of = (route: string) => {
  const found = figures.get(route);
  if (!found) throw new Error(`No route ${route} in route-bundles.ts`);
  return found;
};
const withCss = ({ js, css }: { js: number; css: number }) => js + css;
// A page prerendered in Spanish hydrates once its words are here (web/scripts/prerender.ts
// preloads them): the Spanish landing's first download is the landing's and Spanish's `app` part.
const landing = of('/ (visitor: landing)');
const coach = of('/ai-coach');
const home = of('/ (signed in: home)');
console.log(`\nLanding route JavaScript: ${verdict(landing.en.js, aims.landing)}`);
console.log(
  `Spanish landing JavaScript: ${verdict(landing.es.js, aims.landing)}; ${kb(landing.es.js - landing.en.js)} of it Spanish words`,
);
console.log(`Coach route JavaScript and CSS: ${verdict(withCss(coach.en), aims.coach)}`);
console.log(`Spanish coach JavaScript and CSS: ${verdict(withCss(coach.es), aims.coach)}`);
console.log(`Home (signed in) JavaScript and CSS: ${verdict(withCss(home.en), aims.home)}`);
console.log(
  `Spanish Home (signed in) JavaScript and CSS: ${verdict(withCss(home.es), aims.home)}\n`,
);
