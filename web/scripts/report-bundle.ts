/**
 * Prints the gzip size of the JavaScript (and CSS) each route loads, read from Vite's manifest.
 * A route's cost is its entry (the app shell) plus its lazy chunk plus their static imports.
 * Run after `vite build`: `tsx scripts/report-bundle.ts`.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LANDING_BUDGET_KB = 170;
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run vite build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Every chunk key loaded up front with `key`: itself and its static imports, recursively. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function cost(keys: Set<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js += gzipSize(chunk.file);
    for (const c of chunk.css ?? []) cssFiles.add(c);
  }
  for (const c of cssFiles) css += gzipSize(c);
  return { js, css };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');
const shell = closure([entryKey]);

// Route name -> the lazy modules that route renders on first paint.
const routes: Record<string, string[]> = {
  'landing (/ signed out)': ['src/features/landing/LandingPage.tsx'],
  login: ['src/features/login/LoginPage.tsx'],
  signup: ['src/features/signup/SignupPage.tsx'],
  'home (/ signed in)': ['src/features/home/HomePage.tsx'],
  profile: ['src/features/profile/ProfilePage.tsx'],
  notifications: ['src/features/notifications/NotificationsPage.tsx'],
  settings: ['src/features/settings/SettingsPage.tsx'],
  unsubscribe: ['src/features/unsubscribe/UnsubscribePage.tsx'],
  'legal page': ['src/features/legal/LegalPage.tsx'],
  eligibility: ['src/features/eligibility/EligibilityPage.tsx'],
  onboarding: ['src/features/onboarding/OnboardingPage.tsx'],
  'ai coach': ['src/features/coach/CoachPage.tsx'],
  assessment: ['src/features/assessment/AssessmentPage.tsx'],
  'admin discovery': ['src/features/admin/AdminDiscoveryPage.tsx'],
  resources: ['src/features/resources/ResourcesPage.tsx'],
  'not found': ['src/components/NotFoundPage.tsx'],
};

console.log('\nJavaScript and CSS each route loads (gzip, app shell included):');
const shellCost = cost(shell);
console.log(
  `  ${'app shell only'.padEnd(26)} JS ${kb(shellCost.js).padStart(9)}   CSS ${kb(shellCost.css).padStart(8)}`,
);
let landingJs = 0;
for (const [name, modules] of Object.entries(routes)) {
  const present = modules.filter((m) => manifest[m]);
  if (present.length === 0) {
    console.log(`  ${name.padEnd(26)} (not in the build)`);
    continue;
  }
  const all = closure(present, new Set(shell));
  const { js, css } = cost(all);
  if (name.startsWith('landing')) landingJs = js;
  console.log(`  ${name.padEnd(26)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}`);
}
const verdict = landingJs / 1024 < LANDING_BUDGET_KB ? 'within' : 'OVER';
console.log(
  `\nLanding route JavaScript: ${kb(landingJs)} gzip (${verdict} the ${LANDING_BUDGET_KB} KB aim)\n`,
);
