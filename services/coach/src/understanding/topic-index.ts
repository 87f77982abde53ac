import type { StoredTopicVector } from './topic-vectors.repository';

/** How many of the most similar texts vote for their topic. */
export const Voters = 12;

/**
 * Every topic text's vector in one matrix, so a message is compared with all of them in one pass
 * (universal-sentence-encoder vectors are unit length: a dot product is the cosine).
 */
export class TopicIndex {
  readonly slugs: string[];
  /** `slug/position` of each text, in the matrix's order. */
  readonly keys: string[];
  private readonly matrix: Float32Array;
  private readonly owner: Int32Array;
  private readonly isTitle: Uint8Array;
  private readonly dimensions: number;

  constructor(vectors: readonly StoredTopicVector[]) {
    this.slugs = [...new Set(vectors.map((v) => v.slug))].sort();
    this.keys = vectors.map((v) => `${v.slug}/${v.position}`);
    const slot = new Map(this.slugs.map((slug, i) => [slug, i]));
    this.dimensions = vectors[0]?.vector.length ?? 0;
    this.matrix = new Float32Array(vectors.length * this.dimensions);
    this.owner = new Int32Array(vectors.length);
    this.isTitle = new Uint8Array(vectors.length);
    vectors.forEach((v, i) => {
      this.matrix.set(v.vector, i * this.dimensions);
      this.owner[i] = slot.get(v.slug) ?? 0;
      // Titles come first in a topic's positions: one English, one Spanish.
      this.isTitle[i] = v.position < 2 ? 1 : 0;
    });
  }

  get size(): number {
    return this.owner.length;
  }

  /**
   * What the vectors say about each topic for a message vector: its closest example, the mean of
   * its three closest, its closest title, and its share of the vote of the closest texts.
   * `skip` leaves texts out (a message's own example, while training).
   */
  similarity(query: ArrayLike<number>, skip?: (text: number) => boolean): TopicSimilarity[] {
    const d = this.dimensions;
    const sims = new Float32Array(this.size);
    for (let i = 0; i < this.size; i++) {
      let sum = 0;
      const base = i * d;
      for (let k = 0; k < d; k++) sum += this.matrix[base + k] * (query[k] ?? 0);
      sims[i] = skip?.(i) ? -1 : sum;
    }
    const topics = this.slugs.map(() => ({ best: [-1, -1, -1], title: -1, vote: 0 }));
    for (let i = 0; i < this.size; i++) {
      const topic = topics[this.owner[i]];
      const sim = sims[i];
      if (this.isTitle[i]) topic.title = Math.max(topic.title, sim);
      else if (sim > topic.best[2]) {
        topic.best[2] = sim;
        topic.best.sort((a, b) => b - a);
      }
    }
    const order = Array.from(sims.keys())
      .sort((a, b) => sims[b] - sims[a])
      .slice(0, Voters);
    const total = order.reduce((sum, i) => sum + Math.max(sims[i], 0), 0) || 1;
    for (const i of order) topics[this.owner[i]].vote += Math.max(sims[i], 0) / total;
    return topics.map((topic, i) => ({
      slug: this.slugs[i],
      closest: topic.best[0],
      closestThree: (topic.best[0] + topic.best[1] + topic.best[2]) / 3,
      title: topic.title,
      vote: topic.vote,
    }));
  }
}

export interface TopicSimilarity {
  slug: string;
  closest: number;
  closestThree: number;
  title: number;
  vote: number;
}
