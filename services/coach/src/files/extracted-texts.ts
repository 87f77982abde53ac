import { LRUCache } from 'lru-cache';

/** Most characters of extracted text kept in one coach process. */
export const ExtractedTextsMaxChars = 4_000_000;
/** How long a file's text is kept after it was last read. */
export const ExtractedTextsTtlMs = 15 * 60_000;

/**
 * The readable text of recent attachments, in this process's memory only (the files stay
 * encrypted at rest): a follow-up about a large PDF does not parse it again. An unreadable file is
 * not remembered, so a later message tries again.
 */
export class ExtractedTexts {
  private readonly cache = new LRUCache<string, string>({
    maxSize: ExtractedTextsMaxChars,
    sizeCalculation: (text) => Math.max(1, text.length),
    ttl: ExtractedTextsTtlMs,
    updateAgeOnGet: true,
  });

  async read(
    userId: string,
    fileId: string,
    extract: () => Promise<string | undefined>,
  ): Promise<string | undefined> {
    const key = `${userId}/${fileId}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const text = await extract();
    if (text !== undefined) this.cache.set(key, text);
    return text;
  }

  /** Forgets the given files of a user, or all of the user's files. */
  forget(userId: string, fileIds?: string[]): void {
    if (fileIds) {
      for (const id of fileIds) this.cache.delete(`${userId}/${id}`);
      return;
    }
    for (const key of [...this.cache.keys()])
      if (key.startsWith(`${userId}/`)) this.cache.delete(key);
  }
}
