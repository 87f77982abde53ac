import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { IntlMessageFormat } from 'intl-messageformat';
import { createElement, Fragment, type ReactNode } from 'react';
import type { CatalogueMessage } from './catalogue';
import type { Language } from './languages';
import { isPlainText } from './plain-text';

export type MessageValues = Record<string, string | number>;
/** Values for a message with tags: `<link>Sign in</link>` is given `link: (words) => <Link …>`. */
export type RichValues = Record<
  string,
  string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

/**
 * FormatJS's formatter, for messages with the language's rules (plural, select, number, date):
 * registered by the catalogue parts that come with the screens (parts/locale-rules.ts), so the
 * first download, whose messages need only arguments and tags, goes without its 2.5 KB (gzip).
 */
let fullFormatter: typeof IntlMessageFormat | undefined;
export function provideLocaleRules(formatter: typeof IntlMessageFormat): void {
  fullFormatter = formatter;
}

/** A message whose catalogue part was never loaded: its name shows, and the console says why. */
function missing(id: string): string {
  console.error(`No message ${id}: import the catalog part that holds it (i18n/parts).`);
  return id;
}

/** Arguments and tags only: what the first download's messages are allowed. */
export function needsNoLocaleRules(elements: MessageFormatElement[]): boolean {
  return elements.every(
    (element) =>
      element.type === TYPE.literal ||
      element.type === TYPE.argument ||
      (element.type === TYPE.tag && needsNoLocaleRules(element.children)),
  );
}

function fillIn(elements: MessageFormatElement[], values: RichValues): ReactNode[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return element.value;
    if (element.type === TYPE.pound) return '#';
    const value = values[element.value];
    if (element.type === TYPE.tag && typeof value === 'function')
      return value(fillIn(element.children, values));
    return value as ReactNode;
  });
}

const trees = new Map<string, MessageFormatElement[]>();
const formats = new Map<string, IntlMessageFormat>();

/** The message's parts with its values put in; a build's catalogues arrive parsed. */
function format(
  language: Language,
  id: string,
  message: CatalogueMessage,
  values: RichValues,
): ReactNode[] {
  const key = `${language}\u0000${id}`;
  let tree = typeof message === 'string' ? trees.get(key) : message;
  if (!tree) {
    tree = parse(message as string);
    trees.set(key, tree);
  }
  if (needsNoLocaleRules(tree)) return fillIn(tree, values);
  if (!fullFormatter) throw new Error(`Message ${id} needs parts/locale-rules.ts imported`);
  let full = formats.get(key);
  if (!full) {
    full = new fullFormatter(tree, language);
    formats.set(key, full);
  }
  const parts = full.format<ReactNode>(values);
  return Array.isArray(parts) ? parts : [parts];
}

/** A message in words, with its arguments (numbers and plurals in the language's own way). */
export function formatText(
  language: Language,
  id: string,
  message: CatalogueMessage | undefined,
  values: MessageValues = {},
): string {
  if (message === undefined) return missing(id);
  if (typeof message === 'string' && isPlainText(message)) return message;
  return format(language, id, message, values)
    .map((part) => (typeof part === 'string' || typeof part === 'number' ? part : ''))
    .join('');
}

/** A message whose words carry elements (a link inside a sentence). */
export function formatRich(
  language: Language,
  id: string,
  message: CatalogueMessage | undefined,
  values: RichValues,
): ReactNode {
  if (message === undefined) return missing(id);
  // A build's plain messages stay text (only the others arrive parsed), and it has no parser.
  if (typeof message === 'string' && isPlainText(message)) return message;
  // Each part keyed by its place, as React asks of a list.
  return format(language, id, message, values).map((part, index) =>
    createElement(Fragment, { key: index }, part),
  );
}
