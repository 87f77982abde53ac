import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every word a caregiver reads comes from the catalogues: this scans the web app's code for
 * English written into it instead. It finds text in JSX, the JSX attributes a person reads or
 * hears, and the title and description of a toast. What it lets through is short on purpose:
 * names written the same in every language (every screen is converted: issue 48).
 */

const srcDir = join(__dirname, '..');

/** Words a reader reads as they are in every language: names and marks. */
const sameInEveryLanguage = new Set(['Tend', 'Medicaid', 'Medicare', '$2,000', '24/7']);

/** JSX attributes a person reads or hears. */
const spokenAttributes = new Set([
  'aria-label',
  'alt',
  'busyLabel',
  'cancelText',
  'description',
  'label',
  'okText',
  'placeholder',
  'subtitle',
  'title',
]);

/** Properties of a toast a person reads. */
const toastWords = new Set(['title', 'description']);

const isLetters = (text: string) => /\p{L}/u.test(text) && !sameInEveryLanguage.has(text.trim());

/** The app's source files (tests, test support and build scripts aside). */
function sourceFiles(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)
      ? [relative(srcDir, path)]
      : [];
  });
}

/** English written into a file rather than taken from a catalogue. */
export function wordsInCode(file: string): string[] {
  const path = join(srcDir, file);
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const stringOf = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isLetters(node.getText(source)))
      found.push(node.getText(source).trim());
    if (ts.isJsxAttribute(node) && spokenAttributes.has(node.name.getText(source))) {
      const { initializer } = node;
      const text =
        stringOf(initializer) ??
        (initializer && ts.isJsxExpression(initializer)
          ? stringOf(initializer.expression)
          : undefined);
      if (text !== undefined && isLetters(text))
        found.push(`${node.name.getText(source)}="${text}"`);
    }
    // toast({ title: 'Saved', description: '…' })
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'toast'
    )
      for (const argument of node.arguments)
        if (ts.isObjectLiteralExpression(argument))
          for (const property of argument.properties)
            if (
              ts.isPropertyAssignment(property) &&
              toastWords.has(property.name.getText(source))
            ) {
              const text = stringOf(property.initializer);
              if (text !== undefined && isLetters(text))
                found.push(`toast ${property.name.getText(source)}: "${text}"`);
            }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the words in the code', () => {
  const files = sourceFiles();

  it('finds the app', () => {
    expect(files).toContain('features/landing/LandingPage.tsx');
    expect(files.length).toBeGreaterThan(100);
  });

  it('catches English written into JSX, a spoken attribute or a toast', () => {
    expect(wordsInCode('i18n/code-words.fixture.tsx')).toEqual([
      'toast title: "Saved"',
      'toast description: "All done."',
      'Hello there',
      'aria-label="Close"',
      'placeholder="Your name"',
    ]);
  });

  it.each(files.filter((file) => !file.endsWith('.fixture.tsx')))(
    '%s takes all its words from the catalogues',
    (file) => {
      expect(wordsInCode(file)).toEqual([]);
    },
  );
});
