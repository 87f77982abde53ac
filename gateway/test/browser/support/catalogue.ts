import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './browser';

/** The web app's two catalogues, by the folder name each lives in. */
export type CatalogueLanguage = 'en' | 'es-US';

type Part = Record<string, string>;
const parts = new Map<string, Part>();

/** One part of a catalogue (`web/src/i18n/catalogues/<language>/<part>.json`), read once. */
function catalogue(language: CatalogueLanguage, part: string): Part {
  const file = path.join(repoRoot, 'web/src/i18n/catalogues', language, `${part}.json`);
  let messages = parts.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Part;
    parts.set(file, messages);
  }
  return messages;
}

/**
 * A message as the catalogue holds it, its simple arguments (`{name}`) filled in; plural and
 * select arguments are not understood (a test names such a message's words by a pattern instead).
 */
export function message(
  language: CatalogueLanguage,
  part: string,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const text = catalogue(language, part)[id];
  if (!text) throw new Error(`no ${language} message ${id} in ${part}.json`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A Spanish (es-US) message of the web app. */
export const spanish = (part: string, id: string, values?: Record<string, string | number>) =>
  message('es-US', part, id, values);

/** An English message of the web app. */
export const english = (part: string, id: string, values?: Record<string, string | number>) =>
  message('en', part, id, values);

/**
 * The literal runs of an ICU message: what is left between its arguments (`{name}`, a plural's
 * branches) and rich-text tags (`<link>`), each trimmed.
 */
function literalRuns(text: string): string[] {
  const runs: string[] = [];
  let depth = 0;
  let run = '';
  for (const char of text) {
    if (char === '{') {
      if (depth === 0) runs.push(run);
      run = '';
      depth += 1;
    } else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) run += char;
  }
  runs.push(run);
  return runs.flatMap((r) => r.split(/<\/?\w+>/)).map((r) => r.trim());
}

/**
 * The English texts of these parts a Spanish screen must never show: each message longer than 3
 * characters that differs from its Spanish twin, as its literal runs longer than 3 characters
 * that the twin does not hold (program names, "Tend", "Medicare" are the same in both, and so are
 * left out).
 */
export function englishOnly(partNames: string[]): string[] {
  const texts = new Set<string>();
  for (const part of partNames) {
    const english = catalogue('en', part);
    const spanish = catalogue('es-US', part);
    for (const [id, text] of Object.entries(english)) {
      if (text.length <= 3 || text === spanish[id]) continue;
      // A run the Spanish holds too ("Diabetes" in "Diabetes (azúcar alta)") is not English-only.
      const twin = spanish[id] ?? '';
      for (const run of literalRuns(text))
        if (run.length > 3 && !twin.includes(run)) texts.add(run);
    }
  }
  return [...texts];
}

/** The page globals `shownTexts` reads (the gateway compiles without the DOM library). */
interface ShownPage {
  document: {
    body: { innerText: string };
    querySelectorAll(selector: string): ArrayLike<{
      innerText: string;
      getAttribute(name: string): string | null;
      checkVisibility(): boolean;
    }>;
  };
}

/**
 * What the page shows a person now: its rendered text, and the placeholders, labels and titles of
 * its visible elements (a label is what a screen reader says for a button drawn as an icon).
 */
export async function shownTexts(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const { document } = globalThis as unknown as ShownPage;
    const texts = [document.body.innerText];
    for (const name of ['placeholder', 'aria-label', 'title'])
      for (const element of Array.from(document.querySelectorAll(`[${name}]`)))
        if (element.checkVisibility()) texts.push(element.getAttribute(name) ?? '');
    return texts;
  });
}

/** The texts of `unwanted` that `shown` holds, each as a whole word or phrase. */
export function foundIn(shown: string[], unwanted: string[]): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return unwanted.filter((text) =>
    shown.some((s) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(s)),
  );
}

/** `<html lang>` as the page has it now. */
export function pageLanguage(p: Page): Promise<string> {
  return p.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { lang: string } } }).document
        .documentElement.lang,
  );
}
