import { largest } from './largest';
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
    const sims = this.cosines(query, skip);
    const topics = this.slugs.map(() => ({ best: [-1, -1, -1], title: -1, vote: 0 }));
    for (let i = 0; i < this.size; i++) {
      const topic = topics[this.owner[i]];
      if (this.isTitle[i]) topic.title = Math.max(topic.title, sims[i]);
      else keepBest(topic.best, sims[i]);
    }
    const voters = largest(sims, Voters);
    const total = voters.reduce((sum, i) => sum + Math.max(sims[i], 0), 0) || 1;
    for (const i of voters) topics[this.owner[i]].vote += Math.max(sims[i], 0) / total;
    return topics.map((topic, i) => ({
      slug: this.slugs[i],
      closest: topic.best[0],
      closestThree: (topic.best[0] + topic.best[1] + topic.best[2]) / 3,
      title: topic.title,
      vote: topic.vote,
    }));
  }

  /** The message's cosine with every text; -1 for a text skipped. */
  private cosines(query: ArrayLike<number>, skip?: (text: number) => boolean): Float32Array {
    const d = this.dimensions;
    // Read once into a typed array (float64: every product stays exactly what it was), so the
    // hot loop neither checks for holes nor sees a different array type per call.
    const q = new Float64Array(d);
    for (let k = 0; k < d; k++) q[k] = query[k] ?? 0;
    const sims = dotRows(this.matrix, this.size, d, q);
    if (skip) for (let i = 0; i < sims.length; i++) if (skip(i)) sims[i] = -1;
    return sims;
  }
}

/**
 * Each `d`-wide row of `matrix` times `q`. Four rows at a time: one sum waits on the addition
 * before it, four independent sums do not, and each is still added in the same order (the same
 * bits as one row at a time).
 */
function dotRows(matrix: Float32Array, rows: number, d: number, q: Float64Array): Float32Array {
  const sims = new Float32Array(rows);
  let i = 0;
  for (; i + 4 <= rows; i += 4) {
    const a = i * d;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let k = 0; k < d; k++) {
      const x = q[k];
      s0 += matrix[a + k] * x;
      s1 += matrix[a + d + k] * x;
      s2 += matrix[a + 2 * d + k] * x;
      s3 += matrix[a + 3 * d + k] * x;
    }
    sims[i] = s0;
    sims[i + 1] = s1;
    sims[i + 2] = s2;
    sims[i + 3] = s3;
  }
  for (; i < rows; i++) {
    let sum = 0;
    for (let k = 0; k < d; k++) sum += matrix[i * d + k] * q[k];
    sims[i] = sum;
  }
  return sims;
}

/** Keeps `best` (three values, largest first) the three largest seen. */
function keepBest(best: number[], sim: number): void {
  let at = best.length;
  while (at > 0 && best[at - 1] < sim) at--;
  if (at === best.length) return;
  best.splice(at, 0, sim);
  best.pop();
}

export interface TopicSimilarity {
  slug: string;
  closest: number;
  closestThree: number;
  title: number;
  vote: number;
}
