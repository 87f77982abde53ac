/**
 * Prints the gzip size of the JavaScript and CSS each route loads (see route-bundles.ts).
 * Run after `vite build`: `tsx scripts/report-bundle.ts`. Also writes the lists for the web
 * benchmark (`writeRouteBundles`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { catalogueFiles, readManifest, routeBundles, writeRouteBundles } from './route-bundles';

const LANDING_BUDGET_KB = 170;
/** The coach's first download, JavaScript and CSS (its renderer, drawer and dialogs come later). */
const COACH_BUDGET_KB = 220;
/** Home's first download for someone signed in, JavaScript and CSS (its program cards come later). */
const HOME_BUDGET_KB = 205;
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
const line = (name: string, { js, css }: { js: number; css: number }) =>
  `  ${name.padEnd(26)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}`;

const bundles = routeBundles(distDir);
writeRouteBundles(distDir, bundles);
const { entry, perRoute } = bundles;
console.log('\nJavaScript and CSS each route loads (gzip, app shell included):');
console.log(line('app shell only', cost(entry)));
let landingJs = 0;
let coach = 0;
let home = 0;
for (const { route, files } of perRoute) {
  const routeCost = cost(files);
  if (route.includes('landing')) landingJs = routeCost.js;
  if (route === '/ai-coach') coach = routeCost.js + routeCost.css;
  if (route.includes('signed in: home')) home = routeCost.js + routeCost.css;
  console.log(line(route, routeCost));
}
// A page prerendered in Spanish hydrates once its words are here (web/scripts/prerender.ts
// preloads them): the Spanish landing's first download is the landing's and Spanish's `app` part.
const spanishLandingJs =
  landingJs + cost(catalogueFiles(readManifest(distDir), 'es-US', null, entry)).js;
const verdict = (bytes: number, aimKB: number) => (bytes / 1024 < aimKB ? 'within' : 'OVER');
console.log(
  `\nLanding route JavaScript: ${kb(landingJs)} gzip (${verdict(landingJs, LANDING_BUDGET_KB)} the ${LANDING_BUDGET_KB} KB aim)`,
);
console.log(
  `Spanish landing JavaScript: ${kb(spanishLandingJs)} gzip (the landing's and ${kb(spanishLandingJs - landingJs)} of Spanish words; ${verdict(spanishLandingJs, LANDING_BUDGET_KB)} the ${LANDING_BUDGET_KB} KB aim)`,
);
console.log(
  `Coach route JavaScript and CSS: ${kb(coach)} gzip (${verdict(coach, COACH_BUDGET_KB)} the ${COACH_BUDGET_KB} KB aim)`,
);
console.log(
  `Home (signed in) JavaScript and CSS: ${kb(home)} gzip (${verdict(home, HOME_BUDGET_KB)} the ${HOME_BUDGET_KB} KB aim)\n`,
);
