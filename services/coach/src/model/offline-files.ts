import type { AttachmentForModel } from './prompt';

const LinesQuoted = 3;
const LineChars = 240;
/** Words too common to say what a line is about. */
const common = new Set(
  'about after again also been before being could does from have here into just like make more most much need only over said same should some such than that their them then there these they this those very were what when where which while will with would your'.split(
    ' ',
  ),
);

const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((w) => !common.has(w)));

/** A placeholder the file service gives for a file it could not read, or an image. */
const readable = (file: AttachmentForModel): file is AttachmentForModel & { text: string } =>
  !!file.text && !/^\(.*\)$/s.test(file.text.trim());

/**
 * The lines of a file's text that share most words with the question (in the file's order), or
 * its opening lines when none do.
 */
export function relevantLines(question: string, text: string): string[] {
  const lines = text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 2);
  const asked = wordsOf(question);
  const scored = lines.map((line, at) => ({
    line,
    at,
    score: [...wordsOf(line)].filter((w) => asked.has(w)).length,
  }));
  const matching = scored.filter((s) => s.score > 0);
  const chosen = matching.length
    ? [...matching].sort((a, b) => b.score - a.score || a.at - b.at).slice(0, LinesQuoted)
    : scored.slice(0, LinesQuoted);
  return chosen
    .sort((a, b) => a.at - b.at)
    .map(({ line }) => (line.length > LineChars ? `${line.slice(0, LineChars).trimEnd()}…` : line));
}

/** Acknowledges each attached file by name, quoting what in it bears on the question. */
export function filesLead(question: string, files: AttachmentForModel[]): string {
  return files
    .map((file) => {
      if (!readable(file))
        return `I received **${file.filename}**, but I can’t read it while the AI coach is offline (I can read the text of PDF, Word and text files). You can type the part you want help with.`;
      const quoted = relevantLines(question, file.text).map((line) => `> ${line}`);
      return `I read **${file.filename}**. What it says that bears on your question:\n\n${quoted.join('\n>\n')}`;
    })
    .join('\n\n');
}

/** The readable text of the files, for finding library advice that fits them. */
export function filesSearchText(files: AttachmentForModel[]): string {
  return files
    .filter(readable)
    .map((file) => file.text.slice(0, 1500))
    .join('\n');
}
