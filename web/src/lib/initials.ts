/**
 * The first character a person would see in a text: a whole grapheme (an emoji with its skin tone
 * or joiners, a letter with its accent), never half of a UTF-16 surrogate pair, which a browser
 * draws as "�".
 */
export function firstCharacter(text: string): string {
  const trimmed = text.trimStart();
  if (!trimmed) return '';
  // Most names start with a Latin letter that nothing joins: that letter is the grapheme. The
  // segmenter costs a slow phone about 0.1 s the first time (it loads its break rules), on Home's
  // first paint.
  if (simpleStart.test(trimmed)) return trimmed[0];
  if (typeof Intl.Segmenter === 'function') {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const [first] = segmenter.segment(trimmed);
    return first?.segment ?? '';
  }
  return Array.from(trimmed)[0] ?? '';
}

/**
 * A Latin letter (up to Latin Extended-B) followed by nothing, or by a printable character of
 * those blocks, none of which is a combining mark or joiner: the letter is a grapheme of its own.
 */
const simpleStart = /^[A-Za-z\u00C0-\u024F](?:$|[\u0020-\u024F])/;
let segmenter: Intl.Segmenter | undefined;

/** Up to `count` initials, one from each of the first words, upper case where that means anything. */
export function initialsOf(name: string, count: number): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, count)
    .map((word) => firstCharacter(word).toLocaleUpperCase())
    .join('');
}
