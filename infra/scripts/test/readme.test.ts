import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The README is a map, and a map must be true: every repository path it names in backticks
 * exists, every `npm run` script it names is in the package.json it runs in, the number of coach
 * topics it states is the library's, and it stays short enough to read (under 300 lines).
 */
const root = path.join(__dirname, '..', '..', '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** What `.gitignore` leaves out: built and generated output, named by the README as defaults. */
const generated = /^(var|test-output)(\/|$)|(^|\/)dist(\/|$)/;

/** Every span in backticks, fenced code included (its commands name paths too). */
function codeSpans(text: string): string[] {
  const fenced = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map(([, body]) => body);
  const inline = [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map(
    ([, span]) => span,
  );
  return [...fenced, ...inline];
}

const topLevel = new Set(readdirSync(root));

/** The words of a span that name a path from the repository's root, trimmed of punctuation. */
function repositoryPaths(span: string): string[] {
  return span
    .split(/[\s"'()=,;]+/)
    .map((word) => word.replace(/[.:]+$/, ''))
    .filter((word) => !word.includes('://') && !word.startsWith('@'))
    .filter((word) => {
      const first = word.split('/')[0];
      return word.includes('/') ? topLevel.has(first) || generated.test(word) : topLevel.has(word);
    });
}

/** `{a,b}` alternatives spelled out. */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]+)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1].split(',').flatMap((choice) => expandBraces(pattern.replace(match[0], choice)));
}

/** Whether a path exists; `*` and `<placeholder>` stand for any name within one folder. */
function exists(pattern: string, dir = root): boolean {
  const [segment, ...rest] = pattern.split('/').filter(Boolean);
  if (segment === undefined) return true;
  if (!/[*<]/.test(segment)) {
    const next = path.join(dir, segment);
    if (!existsSync(next)) return false;
    return rest.length === 0 || (statSync(next).isDirectory() && exists(rest.join('/'), next));
  }
  const matcher = new RegExp(
    `^${segment
      .split(/(\*|<[^>]+>)/)
      .map((part) =>
        part === '*' || part.startsWith('<') ? '.+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
  return readdirSync(dir)
    .filter((name) => matcher.test(name) && name !== 'node_modules')
    .some((name) => rest.length === 0 || exists(rest.join('/'), path.join(dir, name)));
}

function scriptsOf(packageDir: string): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(path.join(root, packageDir, 'package.json'), 'utf8'),
  ) as {
    scripts?: Record<string, string>;
  };
  return manifest.scripts ?? {};
}

describe('the README', () => {
  const paths = [...new Set(codeSpans(readme).flatMap(repositoryPaths))];

  it('names paths (a sanity check of the reading itself)', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['infra/bench/README.md', 'services/coach/data/safety/README.md']),
    );
  });

  it('names only paths that exist (or are built and generated output)', () => {
    const missing = paths
      .filter((name) => !generated.test(name))
      .filter((name) => !expandBraces(name).every((one) => exists(one)));
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)(?:\s+(?:-w|--workspace)\s+([\w/-]+))?/g)];
    expect(named.length).toBeGreaterThan(0);
    const missing = named
      .map(([, script, workspace]) => ({ script, where: workspace ?? '.' }))
      .filter(({ script, where }) => !(script in scriptsOf(where)))
      .map(({ script, where }) => `${script} (in ${where}/package.json)`);
    expect(missing).toEqual([]);
  });

  it("states the coach library's number of topics", () => {
    const stated = /library is (\d+) topics/.exec(readme);
    expect(stated).not.toBeNull();
    const folder = path.join(root, 'services/coach/library');
    const topics = readdirSync(folder)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => parse(readFileSync(path.join(folder, file), 'utf8')) as { topics?: unknown[] })
      .reduce((total, file) => total + (file.topics?.length ?? 0), 0);
    expect(Number(stated?.[1])).toBe(topics);
  });

  it('is under 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(300);
  });
});
