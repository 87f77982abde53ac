import type { KnowledgeDocument } from './system-prompt';

export interface Citation {
  title: string;
  url: string;
}

const marker = /\[(\d{1,2})\]/g;

/**
 * The sources an answer cites: the documents it names as [n], or, when it names none, every
 * document it was given. They are listed with links after the answer, numbered in the order the
 * answer first cites them, and the answer's markers are renumbered to match: a reader's [1] is
 * always the first source listed, whichever document the model was given first.
 */
export function citeSources(
  answer: string,
  documents: KnowledgeDocument[],
): { content: string; sources: Citation[] } {
  if (documents.length === 0) return { content: answer, sources: [] };
  const cited: number[] = [];
  for (const match of answer.matchAll(marker)) {
    const n = Number(match[1]);
    if (n >= 1 && n <= documents.length && !cited.includes(n)) cited.push(n);
  }
  const listed = cited.length > 0 ? cited : documents.map((_, i) => i + 1);
  const position = new Map(listed.map((n, i) => [n, i + 1]));
  const renumbered = answer.replace(marker, (found, digits: string) => {
    const at = position.get(Number(digits));
    return cited.length > 0 && at ? `[${at}]` : found;
  });
  const chosen = listed.map((n) => documents[n - 1]);
  const sources = chosen.map(({ title, url }) => ({ title, url }));
  const lines = chosen.map((doc, i) => `- [${i + 1}] [${doc.title}](${doc.url})`);
  return {
    content: `${renumbered.trimEnd()}\n\n**Sources**\n${lines.join('\n')}`,
    sources,
  };
}
