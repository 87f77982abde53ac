/** Tags that style words inside a line: dropped without a space ("<b>care</b>giver" is one word). */
const inline =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|font|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^<>]*>/gi;

/**
 * Text with no markup: HTML comments and tags removed, whitespace folded. Titles and text taken
 * from other websites are stored and shown as this, so a page's markup never reaches an answer.
 */
export function plainText(text: string): string {
  return text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(inline, '')
    .replace(/<\/?[a-z][^<>]*>?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
