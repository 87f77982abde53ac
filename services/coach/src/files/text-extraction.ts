import type { FileKind } from '@tend/contracts';

/** Most characters of one attachment's text that reach the model. */
export const AttachmentTextMaxChars = 12_000;

function cut(text: string): string {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return clean.length > AttachmentTextMaxChars
    ? `${clean.slice(0, AttachmentTextMaxChars)}\n[… the rest of the file is not shown]`
    : clean;
}

/** The readable text of a pdf, docx or txt file; undefined for other kinds or unreadable files. */
export async function extractText(kind: FileKind, bytes: Buffer): Promise<string | undefined> {
  try {
    if (kind === 'txt') return cut(bytes.toString('utf8'));
    if (kind === 'docx') {
      const mammoth = (await import('mammoth')) as typeof import('mammoth');
      return cut((await mammoth.extractRawText({ buffer: bytes })).value);
    }
    if (kind === 'pdf') {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');
      const parser = new PDFParse({ data: new Uint8Array(bytes) });
      try {
        return cut((await parser.getText()).text);
      } finally {
        await parser.destroy();
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}
