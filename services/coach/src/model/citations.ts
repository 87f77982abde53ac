import type { KnowledgeDocument } from './system-prompt';

export interface Citation {
  title: string;
  url: string;
}

/**
 * The sources an answer cites: the documents it names as [n], or, when it names none, every
 * document it was given. They are listed with links after the answer.
 */
export function citeSources(
  answer: string,
  documents: KnowledgeDocument[],
): { content: string; sources: Citation[] } {
  if (documents.length === 0) return { content: answer, sources: [] };
  const cited = new Set<number>();
  for (const match of answer.matchAll(/\[(\d{1,2})\]/g)) {
    const n = Number(match[1]);
    if (n >= 1 && n <= documents.length) cited.add(n);
  }
  const chosen = cited.size > 0 ? documents.filter((_, i) => cited.has(i + 1)) : documents;
  const sources = chosen.map(({ title, url }) => ({ title, url }));
  const numbered = chosen.map(
    (doc) => `[${documents.indexOf(doc) + 1}] [${doc.title}](${doc.url})`,
  );
  return {
    content: `${answer.trimEnd()}\n\n**Sources**\n${numbered.map((line) => `- ${line}`).join('\n')}`,
    sources,
  };
}
