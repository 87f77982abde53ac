import { LRUCache } from 'lru-cache';

/** Texts whose vectors are kept: a few minutes of messages and their clauses. */
export const RecentTexts = 256;

/**
 * The vectors of recent texts. The safety triage and the offline coach embed the same message:
 * the second asks here, and waits for the first's vector if it is still being made. Vectors are
 * shared with every caller, who only read them.
 */
export class RecentVectors {
  private readonly recent: LRUCache<string, Promise<number[]>>;

  constructor(capacity = RecentTexts) {
    this.recent = new LRUCache({ max: capacity });
  }

  /** Each text's vector: known ones from here, the rest made in one batch by `embedMissing`. */
  embed(
    texts: readonly string[],
    embedMissing: (missing: string[]) => Promise<number[][]>,
  ): Promise<number[][]> {
    const vectors = new Map<string, Promise<number[]>>();
    const missing = new Set<string>();
    for (const text of texts) {
      if (vectors.has(text) || missing.has(text)) continue;
      const known = this.recent.get(text);
      if (known) vectors.set(text, known);
      else missing.add(text);
    }
    if (missing.size > 0) this.keep([...missing], embedMissing([...missing]), vectors);
    return Promise.all(texts.map((text) => vectors.get(text) ?? Promise.resolve([])));
  }

  /** Each text's vector kept while it is being made; a failed batch is not remembered. */
  private keep(
    missing: string[],
    batch: Promise<number[][]>,
    vectors: Map<string, Promise<number[]>>,
  ): void {
    missing.forEach((text, i) => {
      const vector = batch.then((all) => all[i] ?? []);
      vectors.set(text, vector);
      this.recent.set(text, vector);
    });
    batch.catch(() => {
      for (const text of missing)
        if (this.recent.peek(text) === vectors.get(text)) this.recent.delete(text);
    });
  }
}
