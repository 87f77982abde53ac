import type OpenAI from 'openai';
import type { Embedder } from './embedder';

/** Embeddings from an OpenAI-compatible `/embeddings` endpoint (`EMBEDDINGS_MODEL`). */
export class OpenAiEmbedder implements Embedder {
  readonly id: string;

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly timeoutMs: number,
    id = `openai:${model}`,
  ) {
    this.id = id;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const answer = await this.client.embeddings.create(
      // Floats asked for by name: the SDK otherwise asks for base64, which not every server speaks.
      { model: this.model, input: [...texts], encoding_format: 'float' },
      { timeout: this.timeoutMs, maxRetries: 0 },
    );
    return [...answer.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
  }
}
