/**
 * An offline answer's fold (issue 45): what a phone shows first, then this heading on a paragraph
 * of its own and the rest of the advice. The web app shows the rest behind a button of the same
 * words; anywhere else the heading reads as one.
 */
export const MoreOnThis = { en: 'More on this', es: 'Más sobre esto' } as const;

const headings = Object.values(MoreOnThis).map((words) => `\n\n**${words}**\n\n`);

/** An answer split at its fold: what shows first, and the rest (undefined when it has none). */
export function splitAtFold(content: string): { first: string; rest?: string } {
  for (const heading of headings) {
    const at = content.indexOf(heading);
    if (at >= 0) return { first: content.slice(0, at), rest: content.slice(at + heading.length) };
  }
  return { first: content };
}
