/**
 * Allowed and blocked URL patterns of a content source, one per line:
 * - `/regex/` or `/regex/i`: a regular expression tested against the whole URL (unanchored).
 * - anything else is a glob over the URL's path and query (anchored): `*` matches within one path
 *   segment, `**` matches across segments. A glob starting with `/` is matched from the path's
 *   root; one that does not may start at any segment (`*.pdf` is `**∕*.pdf`). A glob holding
 *   `://` is matched against the whole URL instead.
 * Zod-free so the admin form can use it too.
 */
export interface UrlPattern {
  source: string;
  kind: 'glob' | 'regex';
  test(url: URL): boolean;
}

export const MAX_PATTERNS = 100;
export const MAX_PATTERN_LENGTH = 500;

/** The multi-line form text (or a list that may hold lines) as patterns: trimmed, empty lines dropped. */
export function splitPatternLines(input: string | readonly string[] | undefined | null): string[] {
  if (input == null) return [];
  const lines = typeof input === 'string' ? [input] : input;
  return lines
    .flatMap((line) => line.split(/\r?\n/))
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const regexLiteral = /^\/(.+)\/([imsu]*)$/;

function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*') {
      if (glob[i + 1] === '*') {
        out += '.*';
        i += 1;
      } else out += '[^/]*';
    } else out += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** Why a pattern line cannot be used, or undefined when it is fine. */
export function patternProblem(line: string): string | undefined {
  if (line.length > MAX_PATTERN_LENGTH)
    return `Patterns may be at most ${MAX_PATTERN_LENGTH} characters`;
  const literal = regexLiteral.exec(line);
  if (!literal) return undefined;
  try {
    new RegExp(literal[1] ?? '', literal[2]);
    return undefined;
  } catch {
    return `Not a valid regular expression: ${line}`;
  }
}

export function compilePattern(line: string): UrlPattern {
  const literal = regexLiteral.exec(line);
  if (literal) {
    const regex = new RegExp(literal[1] ?? '', literal[2]);
    return { source: line, kind: 'regex', test: (url) => regex.test(url.href) };
  }
  if (line.includes('://')) {
    const regex = globToRegExp(line);
    return { source: line, kind: 'glob', test: (url) => regex.test(url.href) };
  }
  const regex = globToRegExp(line.startsWith('/') ? line : `**/${line}`);
  return {
    source: line,
    kind: 'glob',
    test: (url) => regex.test(`${url.pathname}${url.search}`),
  };
}

export type PatternVerdict = 'allowed' | 'blocked' | 'not-allowed';

/** Blocked wins; with allowed patterns present a URL must match one of them. */
export function judgeUrl(
  url: URL,
  allowed: readonly UrlPattern[],
  blocked: readonly UrlPattern[],
): PatternVerdict {
  if (blocked.some((pattern) => pattern.test(url))) return 'blocked';
  if (allowed.length > 0 && !allowed.some((pattern) => pattern.test(url))) return 'not-allowed';
  return 'allowed';
}
