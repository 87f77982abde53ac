/**
 * Sentence embeddings: text to a vector whose direction carries its meaning. The safety model's
 * weights are learned for one embedder (`id`), so whatever scores with them must use that one.
 */
export interface Embedder {
  /** Names the model and its dimensions; stored beside weights learned on its vectors. */
  readonly id: string;
  embed(texts: readonly string[]): Promise<number[][]>;
}
