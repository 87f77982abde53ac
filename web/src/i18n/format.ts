import { IntlMessageFormat } from 'intl-messageformat';
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

const formats = new Map<string, IntlMessageFormat>();

function compiled(language: Language, id: string, message: CatalogueMessage): IntlMessageFormat {
  const key = `${language}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(key, format);
  }
  return format;
}

/** A message in words, with its arguments (numbers and plurals in the language's own way). */
export function formatText(
  language: Language,
  id: string,
  message: CatalogueMessage,
  values?: MessageValues,
): string {
  if (typeof message === 'string' && isPlainText(message)) return message;
  return String(compiled(language, id, message).format(values));
}

/** A message whose words carry elements (a link inside a sentence). */
export function formatRich(
  language: Language,
  id: string,
  message: CatalogueMessage,
  values: RichValues,
): ReactNode {
  const parts = compiled(language, id, message).format<ReactNode>(values);
  // Each part keyed by its place, as React asks of a list.
  return Array.isArray(parts)
    ? parts.map((part, index) => createElement(Fragment, { key: index }, part))
    : parts;
}
