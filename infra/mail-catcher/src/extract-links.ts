const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an `href` may hold (`&amp;` above all). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

/** Only these schemes are links a person could follow from an e-mail. */
export function isFollowableLink(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(url);
}

const hrefPattern = /<(?:a|area)\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const textUrlPattern = /\bhttps?:\/\/[^\s<>"'`()[\]{}]+/gi;

/**
 * The followable links of a message, in order of appearance and without repeats: every http(s)
 * or mailto `href` of its HTML, then every http(s) address written in its text.
 */
export function extractLinks(html: string, text: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(hrefPattern)) {
    const href = decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim());
    if (isFollowableLink(href)) found.push(href);
  }
  for (const match of text.matchAll(textUrlPattern)) {
    // A sentence may end right after an address: its closing punctuation is not part of it.
    found.push(match[0].replace(/[.,;:!?]+$/, ''));
  }
  return [...new Set(found)];
}
