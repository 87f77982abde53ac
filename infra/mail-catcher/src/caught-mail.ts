import type { AddressObject, ParsedMail } from 'mailparser';
import { extractLinks } from './extract-links';

/** One e-mail the catcher received, as a test or a person reads it. */
export interface CaughtMail {
  id: string;
  /** The address in the From header (the envelope sender when there is none). */
  from: string;
  /** Every address the message was delivered to (SMTP envelope recipients, so Bcc included). */
  to: string[];
  subject: string;
  /**
   * The plain-text version as parsed: often ends with an added line break; for an HTML-only
   * message it is mailparser's rendering of the HTML.
   */
  text: string;
  /** The HTML version ('' when the message has none). */
  html: string;
  /** Header name (lowercase) to its decoded value; repeated headers joined by a newline. */
  headers: Record<string, string>;
  /** ISO 8601 time of arrival. */
  receivedAt: string;
  /** Followable links (http, https, mailto) found in the HTML and the text, without repeats. */
  links: string[];
}

export interface Envelope {
  mailFrom: string;
  rcptTo: string[];
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const flat = objects.flatMap((object) =>
    object.value.flatMap((entry) => [entry, ...(entry.group ?? [])]),
  );
  return flat.map((entry) => entry.address ?? '').filter((address) => address !== '');
}

function unfold(line: string): string {
  const value = line.slice(line.indexOf(':') + 1);
  return value.replace(/\r?\n[ \t]+/g, ' ').trim();
}

/**
 * Header values as strings: decoded where mailparser gives a plain string or an address list,
 * otherwise the raw (unfolded) line, so structured headers such as List-Unsubscribe read as sent.
 */
function headerStrings(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const name = key.toLowerCase();
    const value = parsed.headers.get(name);
    const rendered =
      typeof value === 'string'
        ? value
        : value && typeof value === 'object' && 'text' in value && typeof value.text === 'string'
          ? value.text
          : unfold(line);
    // A string header that repeats is decoded to the same joined value each time: keep it once.
    if (name in headers && typeof value !== 'string')
      headers[name] = `${headers[name]}\n${rendered}`;
    else headers[name] = rendered;
  }
  return headers;
}

export function toCaughtMail(
  parsed: ParsedMail,
  envelope: Envelope,
  id: string,
  receivedAt: Date,
): CaughtMail {
  const html = parsed.html === false ? '' : parsed.html;
  const text = parsed.text ?? '';
  const headerRecipients = [...addresses(parsed.to), ...addresses(parsed.cc)];
  return {
    id,
    from: addresses(parsed.from)[0] ?? envelope.mailFrom,
    to: envelope.rcptTo.length > 0 ? envelope.rcptTo : headerRecipients,
    subject: parsed.subject ?? '',
    text,
    html,
    headers: headerStrings(parsed),
    receivedAt: receivedAt.toISOString(),
    links: extractLinks(html, text),
  };
}
