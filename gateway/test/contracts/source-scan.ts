import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root. */
export const root = path.resolve(__dirname, '../../..');

/** Every file under `dir` that `keep` accepts (given its absolute path), node_modules and dist aside. */
export function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Each file's path from the repository root, and its text. */
export function withText(files: string[]): { file: string; text: string }[] {
  return files.map((file) => ({
    file: path.relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));
}

function sources(dir: string): string[] {
  return filesUnder(dir, (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));
}

/** Production code only: every service's and the gateway's src, and the operator scripts. */
export function productionSources(): { file: string; text: string }[] {
  const dirs = [
    ...readdirSync(path.join(root, 'services'))
      .filter((name) => name !== 'contracts')
      .map((name) => path.join(root, 'services', name, 'src')),
    path.join(root, 'gateway/src'),
    path.join(root, 'infra/scripts'),
  ];
  return withText(dirs.flatMap(sources));
}

/** Identifiers passed as the event of `outbox.add(tx, Event, …)` or `outbox.addMany(tx, Event, …)`. */
export function producedEventIdentifiers(text: string): string[] {
  return [...text.matchAll(/outbox\.add(?:Many)?\(\s*[\w.]+\s*,\s*(\w+)\s*,/g)].map(
    (match) => match[1],
  );
}

/** `Group.key` pairs passed to `rpc.call(Group.key, …)` (or any `.call(Group.key`). */
export function calledRpcs(text: string): [group: string, key: string][] {
  return [...text.matchAll(/\.call\(\s*(\w+Rpc)\.(\w+)\s*,/g)].map((match) => [match[1], match[2]]);
}
