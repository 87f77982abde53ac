import type { Embedder } from './embedder';

/** Vectors, and the encoder that made them: models learned on one encoder read only its vectors. */
export interface Embedded {
  encoder: string;
  vectors: number[][];
}

/** Reads texts into vectors for the safety net and the understanding. */
export interface SentenceEncoding {
  embed(texts: readonly string[]): Promise<Embedded>;
}

/** One encoder, always (the scripts that train or measure a model on it). */
export function oneEncoder(embedder: Embedder): SentenceEncoding {
  return {
    embed: async (texts) => ({ encoder: embedder.id, vectors: await embedder.embed(texts) }),
  };
}

/** Asked again this long after it failed; meanwhile messages go straight to the fallback. */
export const EncoderRetryMs = 5000;

/**
 * The encoder server first, today's local encoder when it fails or is not configured: a message is
 * never lost to the encoder. `onChange` hears each change between the two (a warning to log).
 */
export class SentenceEncoders implements SentenceEncoding {
  private failedAt: number | undefined;

  constructor(
    private readonly primary: Embedder | undefined,
    private readonly fallback: Embedder,
    private readonly onChange: (usingPrimary: boolean, reason: string) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The encoder server is not in use (down, or not configured). */
  get degraded(): boolean {
    return !this.primary || this.failedAt !== undefined;
  }

  async embed(texts: readonly string[]): Promise<Embedded> {
    if (
      this.primary &&
      (this.failedAt === undefined || this.now() - this.failedAt >= EncoderRetryMs)
    ) {
      try {
        const vectors = await this.primary.embed(texts);
        if (this.failedAt !== undefined) this.onChange(true, 'the encoder server answers again');
        this.failedAt = undefined;
        return { encoder: this.primary.id, vectors };
      } catch (error) {
        if (this.failedAt === undefined) this.onChange(false, String(error));
        this.failedAt = this.now();
      }
    }
    return { encoder: this.fallback.id, vectors: await this.fallback.embed(texts) };
  }
}
