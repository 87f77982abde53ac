import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HelpLines, type HelpLine } from '@tend/contracts';
import { filesUnder, root, withText } from './source-scan';

/**
 * Every phone number a user can read, in the app, the coach's answers, e-mails and inbox notices,
 * is one of the help lines written once in contracts (services/contracts/src/common/help-lines.ts,
 * and emergency-line.ts beside it for 911), each with the official page that states it.
 */

/** Letters on a phone keypad, for numbers such as 1-800-MEDICARE. */
const Keypad: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, key) =>
    [...letters].map((letter) => [letter, String(key + 2)]),
  ),
);

/**
 * A number as digits: letters dialled on the keypad, a 10-digit US number with its country code 1,
 * a spelled-out number cut at the 11 digits a phone dials (1-800-MEDICARE is 1-800-633-4227).
 */
function normalise(shown: string): string {
  const digits = shown
    .replace(/^(?:tel|sms):/, '')
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => Keypad[letter])
    .replace(/\D/g, '');
  if (digits.length === 10) return `1${digits}`;
  return digits.length > 11 && digits.startsWith('1') ? digits.slice(0, 11) : digits;
}

interface Shape {
  /** What the shape looks like, for a failure message. */
  kind: string;
  pattern: RegExp;
  /** Whether only code (TS, TSX) may not write it: see the second test. */
  fullNumber: boolean;
}

/**
 * The shapes of a phone number in prose, markdown and markup. A digit run without separators is
 * not one of them: in prose a number is written with dashes, dots or spaces, and a bare run is a
 * count, an id or a limit; only a link's tel: or sms: address is written bare, and that is a shape.
 */
const Shapes: Shape[] = [
  {
    kind: 'US number',
    // 1-800-222-1222, (800) 222-1222, 800.272.3900, +1 800 222 1222
    pattern: /(?<![\w-])(?:\+?1[-. ]?)?(?:\(\d{3}\) ?|\d{3}[-. ])\d{3}[-. ]\d{4}(?![\w-])/g,
    fullNumber: true,
  },
  {
    kind: 'spelled-out number',
    // 1-800-MEDICARE, 1-800-4PD-INFO, 800-FIGHT-MS: toll-free numbers spelled on the keypad
    pattern:
      /(?<![\w-])(?:1-)?8(?:00|33|44|55|66|77|88)-(?=[A-Z\d-]*[A-Z])[A-Z\d]+(?:-[A-Z\d]+)*(?!\w)/g,
    fullNumber: true,
  },
  {
    kind: 'tel: or sms: address',
    // At least three digits: code that builds an address from data (`tel:+1${digits}`, for the
    // eligibility check's state agencies) writes only the prefix.
    pattern: /\b(?:tel|sms):\+?\d[\d-]{2,}/g,
    fullNumber: true,
  },
  {
    kind: 'texted short code',
    // "text START to 88788", "envíe START por mensaje de texto al 88788"
    pattern: /\b(?:text|texting|envíe|escriba|mensaje)\b[^\n]{0,50}?\b(?:to|al) (\d{5,6})\b/gi,
    fullNumber: true,
  },
  {
    kind: 'three-digit number',
    // 211 to 911, and 988. Not after a dash, slash or word character: an identifier such as the
    // library topic `when-to-call-911` is not shown. Not after $, or a dot or comma followed by
    // digits either side: an amount or a decimal.
    pattern: /(?<![\w$/-]|\d[.,])(?:[2-9]11|988)(?![\w/-]|[.,]\d)/g,
    fullNumber: false,
  },
];

interface Found {
  where: string;
  shown: string;
  digits: string;
  shape: Shape;
}

function numbersIn(text: string, where = ''): Found[] {
  return text.split('\n').flatMap((line, index) =>
    Shapes.flatMap((shape) =>
      [...line.matchAll(shape.pattern)].map((match) => {
        const shown = match[1] ?? match[0];
        return { where: `${where}:${index + 1}`, shown, digits: normalise(shown), shape };
      }),
    ),
  );
}

/**
 * Numbers that look like phone numbers but are not ones anyone should call, each for its reason.
 */
const NotHelpLines: Record<string, string> = {
  // The example in the profile form's phone-number hint (services/contracts/src/care-profile/
  // phone-number.ts): area code 555 is not in service, and Tend never suggests calling it.
  '15550100100': 'an example number in a form hint',
};

/**
 * Where a user can read a number: the web app, every service's code (the coach's guidance and
 * system prompt, the check-in's recommendations, inbox notices and the e-mail templates in
 * services/notifications/src/email/templates) and the coach's library. Left out, each for a reason:
 * - tests and the web app's test setup (web/src/test): never shown, and free to use made-up numbers;
 * - services/contracts/src/eligibility/programs/ and services/contracts/src/state-resources/: the
 *   state agencies of the eligibility check and of the caregiving resources the coach names, each
 *   a separate dataset with its own sources, checked where it is maintained.
 */
function userReadable(): { file: string; text: string }[] {
  const isTest = (file: string) => /\.(spec|test)\.tsx?$/.test(file);
  const web = filesUnder(
    path.join(root, 'web/src'),
    (file) =>
      /\.(tsx?|json)$/.test(file) &&
      !isTest(file) &&
      !file.startsWith(path.join(root, 'web/src/test') + path.sep),
  );
  const datasets = ['eligibility/programs', 'state-resources'].map(
    (dataset) => path.join(root, 'services/contracts/src', dataset) + path.sep,
  );
  const services = readdirSync(path.join(root, 'services'))
    .map((name) => path.join(root, 'services', name, 'src'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      filesUnder(
        dir,
        (file) =>
          /\.(ts|json)$/.test(file) &&
          !isTest(file) &&
          !datasets.some((dataset) => file.startsWith(dataset)),
      ),
    );
  const library = filesUnder(path.join(root, 'services/coach/library'), (file) =>
    /\.ya?ml$/.test(file),
  );
  return withText([...web, ...services, ...library]);
}

const lines: [string, HelpLine][] = Object.entries(HelpLines);

/** The digits of every help line: what is shown, dialled and texted. */
const known = new Set(
  lines.flatMap(([, line]) => [
    ...numbersIn(line.number).map((found) => found.digits),
    normalise(line.call),
    ...(line.text ? [normalise(line.text)] : []),
    ...(line.textNumber ? [normalise(line.textNumber)] : []),
  ]),
);

describe('help lines', () => {
  const readable = userReadable();

  it('scans the places a user reads numbers from', () => {
    const files = readable.map(({ file }) => file);
    expect(files).toContain('services/coach/library/money-legal.yaml');
    expect(files).toContain('web/src/features/coach/CrisisLine.tsx');
    expect(files).toContain('services/notifications/src/email/templates/layout.ts');
    expect(files.some((file) => file.includes('eligibility/programs/'))).toBe(false);
    expect(files.some((file) => file.includes('state-resources/'))).toBe(false);
    expect(files).toContain('services/coach/library/answers/money-legal.yaml');
  });

  it('shows no number that is not a help line', () => {
    const unknown = readable
      .flatMap(({ file, text }) => numbersIn(text, file))
      .filter(({ digits }) => !known.has(digits) && !(digits in NotHelpLines))
      .map(({ where, shown, digits }) => `${where}: ${shown} (${digits})`);
    expect(unknown).toEqual([]);
  });

  it('has code read full numbers from HelpLines, never write them', () => {
    const contracts = ['help-lines.ts', 'emergency-line.ts'].map(
      (file) => `services/contracts/src/common/${file}`,
    );
    const written = readable
      .filter(({ file }) => /\.tsx?$/.test(file) && !contracts.includes(file))
      .flatMap(({ file, text }) => numbersIn(text, file))
      .filter(({ shape, digits }) => shape.fullNumber && !(digits in NotHelpLines))
      .map(({ where, shown, shape }) => `${where}: ${shown} (${shape.kind})`);
    expect(written).toEqual([]);
  });

  it.each(lines)('%s: its source is an https page', (_, line) => {
    expect(line.source.title.trim()).not.toBe('');
    expect(new URL(line.source.url).protocol).toBe('https:');
  });

  it.each(lines)('%s: a tap dials and texts the number shown', (_, line) => {
    const shown = numbersIn(line.number);
    expect(shown.length).toBeGreaterThan(0);
    for (const { digits } of shown) expect(normalise(line.call)).toBe(digits);
    expect(line.call).toMatch(/^tel:(?:\+1\d{10}|\d{3})$/);
    if (line.text) {
      expect(line.text).toMatch(/^sms:\d+$/);
      expect(normalise(line.text)).toBe(normalise(line.textNumber ?? line.number));
    }
  });
});
