import { readFileSync } from 'node:fs';
import path from 'node:path';

const platform = path.join(__dirname, '..', '..');

function versionIn(packageJson: string): {
  version: string;
  dependencies?: Record<string, string>;
} {
  return JSON.parse(readFileSync(packageJson, 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
}

/** The version of `pkg` the platform loads, from where the platform's sources resolve it. */
export function installedVersion(pkg: string): string {
  // Resolved by entry point: drizzle-orm's exports map hides its package.json.
  const entry = require.resolve(pkg, { paths: [path.join(platform, 'src')] });
  const folder = `${path.sep}node_modules${path.sep}${pkg}${path.sep}`;
  const root = entry.slice(0, entry.lastIndexOf(folder) + folder.length);
  return versionIn(path.join(root, 'package.json')).version;
}

/**
 * Fails, saying what to re-check, unless the platform pins `pkg` exactly at `version` and loads
 * that version: the code that reaches into `pkg`'s internals was written and measured against it.
 */
export function expectWrittenFor(pkg: string, version: string, recheck: string): void {
  const pinned = versionIn(path.join(platform, 'package.json')).dependencies?.[pkg];
  const installed = installedVersion(pkg);
  if (pinned === version && installed === version) return;
  throw new Error(
    `${pkg}: services/platform/package.json pins ${pinned} and ${installed} is installed, but ` +
      `the platform's code that relies on its internals was written for ${version}. ` +
      `Before moving to another version, re-check ${recheck}; then update this guard's version.`,
  );
}
