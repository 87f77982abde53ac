/**
 * The first character a person would see in a text: a whole grapheme (an emoji with its skin tone
 * or joiners, a letter with its accent), never half of a UTF-16 surrogate pair, which a browser
 * draws as "�".
 */
export function firstCharacter(text: string): string {
  const trimmed = text.trimStart();
  if (!trimmed) return '';
  if (typeof Intl.Segmenter === 'function') {
    const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed);
    return first?.segment ?? '';
  }
  return Array.from(trimmed)[0] ?? '';
}

/** Up to `count` initials, one from each of the first words, upper case where that means anything. */
export function initialsOf(name: string, count: number): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, count)
    .map((word) => firstCharacter(word).toLocaleUpperCase())
    .join('');
}
