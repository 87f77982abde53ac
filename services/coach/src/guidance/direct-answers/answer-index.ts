import type { DirectAnswer } from './direct-answers';

/** Every way an answer's question is asked, in both languages: what a message is compared with. */
export function phrasingsOf(answers: readonly DirectAnswer[]): { answer: number; text: string }[] {
  return answers.flatMap((answer, index) =>
    [answer.en, answer.es].flatMap(({ question, also }) =>
      [question, ...also].map((text) => ({ answer: index, text })),
    ),
  );
}

/** An answer and how close the message came to one of its phrasings. */
export interface AnswerMatch {
  answer: number;
  score: number;
}

/**
 * The phrasings' vectors in one matrix, each row owned by its answer; a phrasing's score for a
 * text is the cosine of their vectors (unit length: a dot product). Tried and dropped: adding the
 * share of the phrasing's words the text uses (scripts/answers/README.md).
 */
export class AnswerIndex {
  private readonly matrix: Float32Array;
  private readonly dimensions: number;

  constructor(
    private readonly owners: readonly number[],
    vectors: readonly ArrayLike<number>[],
  ) {
    this.dimensions = vectors[0]?.length ?? 0;
    this.matrix = new Float32Array(vectors.length * this.dimensions);
    vectors.forEach((vector, i) => this.matrix.set(vector, i * this.dimensions));
  }

  /**
   * The answer among those `allowed` whose phrasing scores highest with any of the message's
   * texts; `skip` leaves phrasings out (one's own, while calibrating).
   */
  best(
    texts: readonly ArrayLike<number>[],
    allowed: (answer: number) => boolean,
    skip: (phrasing: number) => boolean = () => false,
  ): AnswerMatch | undefined {
    let top: AnswerMatch | undefined;
    for (let row = 0; row < this.owners.length; row++) {
      const answer = this.owners[row];
      if (skip(row) || !allowed(answer)) continue;
      for (const text of texts) {
        const score = this.cosine(text, row);
        if (!top || score > top.score) top = { answer, score };
      }
    }
    return top;
  }

  private cosine(vector: ArrayLike<number>, row: number): number {
    let sum = 0;
    const offset = row * this.dimensions;
    for (let d = 0; d < this.dimensions; d++) sum += vector[d] * this.matrix[offset + d];
    return sum;
  }
}
