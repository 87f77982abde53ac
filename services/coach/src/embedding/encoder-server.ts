import OpenAI from 'openai';
import type { Embedder } from './embedder';
import { OpenAiEmbedder } from './openai-embedder';
import { RecentVectors } from './recent-vectors';
import { RequestGate } from './request-gate';

/** The encoder server's model; the safety and understanding models learned on it carry this id. */
export const EncoderServerId = 'multilingual-e5-small-q4';
const Dimensions = 384;
/**
 * The server reads one batch at a time and its listen queue holds five connections: more at once
 * only wait there or are reset. Beyond the waiting room a batch fails at once, and the local
 * encoder reads it.
 */
const InFlight = 2;
const MaxWaiting = 64;

/**
 * multilingual-e5-small behind the encoder server's OpenAI-compatible `/embeddings` (the
 * manifest's `encoder`). Every text is read as a "query": e5's prefix for comparing like with
 * like, which is what the safety net and the topic ranker do. A vector of another size is an error.
 */
export class EncoderServerEmbedder implements Embedder {
  readonly id = EncoderServerId;
  private readonly client: OpenAiEmbedder;
  private readonly recent = new RecentVectors();
  private readonly gate: RequestGate;

  /** `maxWaiting`: a script that sends its whole set at once lets every batch wait its turn. */
  constructor(baseURL: string, timeoutMs: number, maxWaiting = MaxWaiting) {
    this.gate = new RequestGate(InFlight, maxWaiting);
    const openai = new OpenAI({ baseURL, apiKey: 'local', maxRetries: 0 });
    this.client = new OpenAiEmbedder(openai, 'e5-query', timeoutMs, EncoderServerId);
  }

  embed(texts: readonly string[]): Promise<number[][]> {
    return this.recent.embed(texts, async (missing) => {
      const vectors = await this.gate.run(() => this.client.embed(missing));
      if (vectors.length !== missing.length || vectors.some((v) => v.length !== Dimensions))
        throw new Error(
          `the encoder server answered ${vectors.length} vectors, not ${missing.length} of ${Dimensions}`,
        );
      return vectors;
    });
  }
}
