/**
 * Whether a catalogue message is text as it stands: no ICU argument (`{name}`) and no tag
 * (`<link>…</link>`). Such messages are shown as they are; the others are compiled to ICU's syntax
 * tree at build time (scripts/compile-catalogues.ts), so the browser never ships the parser.
 */
export function isPlainText(message: string): boolean {
  return !message.includes('{') && !message.includes('<');
}
