/**
 * An answer's Markdown read as blocks and as plain text: what a collapsed answer shows (whole
 * paragraphs and list items, never a cut inside a link) and what Copy puts on the clipboard.
 */

/** A list item, a quote, a heading, a rule or a table row starts a block of its own. */
const BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|>|#{1,6}\s|\||```|(?:[-*_]\s*){3,}$)/;

/**
 * The text's blocks in order: paragraphs (split at blank lines) and each line that starts a block
 * of its own (a list item with the lines that continue it). Blank lines are dropped.
 */
export function markdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') flush();
    else {
      if (BLOCK_START.test(line)) flush();
      current.push(line);
    }
  }
  flush();
  return blocks;
}

/** `[words](address)` → words; `**bold**`, `_em_`, `~~del~~`, `` `code` `` → their words. */
function plainInline(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/(^|[^\w*])[*_](?=\S)(.+?)(?<=\S)[*_](?![\w*])/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!>|~])/g, '$1');
}

/** A table row as its cells, a tab apart; its `|---|` line is dropped. */
function plainTableRow(line: string): string | null {
  const cells = line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|');
  if (cells.every((cell) => /^\s*:?-+:?\s*$/.test(cell))) return null;
  return cells.map((cell) => plainInline(cell.trim())).join('\t');
}

/** One line of Markdown as plain text: list markers kept (a line each), other marks removed. */
function plainLine(line: string): string | null {
  if (/^\s*```/.test(line) || /^\s*(?:[-*_]\s*){3,}$/.test(line)) return null;
  if (/^\s*\|/.test(line)) return plainTableRow(line);
  const unquoted = line.replace(/^\s*(?:>\s?)+/, '').replace(/^\s*#{1,6}\s+/, '');
  const item = unquoted.match(/^(\s*)[-*+]\s+(.*)$/);
  return item ? `${item[1]}- ${plainInline(item[2])}` : plainInline(unquoted);
}

/**
 * Markdown as the plain text a person pastes into a message to family: no `**`, `>` or `#`, links
 * as their words, line breaks and list items (a line each) kept.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .split('\n')
    .map(plainLine)
    .filter((line): line is string => line !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether a cut after `text` would leave a link or an emphasis open. */
export function leavesMarkOpen(text: string): boolean {
  const count = (mark: string) => text.split(mark).length - 1;
  const openLink = /\[[^\]]*$|\]\([^)]*$/.test(text);
  return openLink || count('**') % 2 === 1 || count('`') % 2 === 1;
}
