import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';
import britishToAmerican from './british-to-american.json';

/** The repository root (this file is gateway/test/us-english/us-english.test.ts). */
const root = path.resolve(__dirname, '../../..');

/**
 * Code whose strings are what caregivers type, not what they read: the crisis rules match messages
 * however they are spelled ("my mum", "the neighbour"), so British spellings there are on purpose.
 */
const inputMatchers = ['services/coach/src/safety/'];

/** Start-up errors of the messaging wiring: read by the team when a service refuses to start. */
const forTheTeam = ['services/platform/src/messaging/', 'services/contracts/src/catalogue.ts'];

/**
 * A crawl job's status value, stored and on the wire: a permanent name, never shown as a sentence
 * (what a person reads says "canceled").
 */
const machineValues = new Set(['cancelled']);

const british = new Map(
  Object.entries(britishToAmerican as Record<string, string>).map(([b, a]) => [b.toLowerCase(), a]),
);

interface Text {
  where: string;
  text: string;
}

function filesUnder(dir: string, ends: RegExp): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => ends.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every string literal and piece of JSX text in a TypeScript file (never comments or names). */
function codeTexts(file: string): Text[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: Text[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      texts.push({ where: `${file}:${line + 1}`, text: node.text });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

/** Every string value in a JSON data file (program descriptions, figures' notes). */
function jsonTexts(file: string): Text[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(strings)
        : [];
  return strings(JSON.parse(readFileSync(path.join(root, file), 'utf8'))).map((text) => ({
    where: file,
    text,
  }));
}

interface LibraryFile {
  topics?: { slug: string; title?: string; body?: string }[];
}

/** The coach library's English a caregiver reads: each topic's title and body (not its matchers). */
function libraryTexts(file: string): Text[] {
  const { topics = [] } = (parse(readFileSync(path.join(root, file), 'utf8')) ?? {}) as LibraryFile;
  return topics.flatMap(({ slug, title = '', body = '' }) => [
    { where: `${file} ${slug}`, text: `${title}\n${body}` },
  ]);
}

/** Every text a user reads in the web app, the services' messages and e-mails, and the library. */
function userFacingTexts(): Text[] {
  const sources = [
    'web/src',
    ...readdirSync(path.join(root, 'services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `services/${entry.name}/src`),
  ];
  const skipped = [...inputMatchers, ...forTheTeam];
  const files = (ends: RegExp) =>
    sources
      .flatMap((dir) => filesUnder(dir, ends))
      .filter((file) => !skipped.some((start) => file.startsWith(start)));
  return [
    ...files(/\.tsx?$/)
      .flatMap(codeTexts)
      .filter(({ text }) => !machineValues.has(text)),
    ...files(/\.json$/).flatMap(jsonTexts),
    ...filesUnder('services/coach/library', /\.yaml$/).flatMap(libraryTexts),
  ];
}

/** The British spellings in a text, each with the American one. */
export function britishSpellings(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).flatMap((word) => {
    const american = british.get(word.toLowerCase());
    return american ? [`${word} → ${american}`] : [];
  });
}

describe('American English for everything a user reads', () => {
  it('finds a British spelling in a sentence, and none in its American version', () => {
    expect(britishSpellings('Your favourite counsellor will recognise the behaviour.')).toEqual([
      'favourite → favorite',
      'counsellor → counselor',
      'recognise → recognize',
      'behaviour → behavior',
    ]);
    expect(britishSpellings('Your favorite counselor will recognize the behavior.')).toEqual([]);
  });

  it('has no British spelling in the web app, the services, their e-mails or the coach library', () => {
    const texts = userFacingTexts();
    // The scan reaches what it must: the web app, an e-mail template and the library.
    expect(texts.some((t) => t.where.startsWith('web/src/features/landing/'))).toBe(true);
    expect(texts.some((t) => t.where.startsWith('services/notifications/src/email/'))).toBe(true);
    expect(texts.some((t) => t.where.startsWith('services/coach/library/'))).toBe(true);
    const found = texts.flatMap(({ where, text }) =>
      britishSpellings(text).map((spelling) => `${where}: ${spelling}`),
    );
    expect(found).toEqual([]);
  });
});
