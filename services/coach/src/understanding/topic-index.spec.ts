import { TopicIndex, Voters, type TopicSimilarity } from './topic-index';
import type { StoredTopicVector } from './topic-vectors.repository';

/** A seeded generator, so a failure can be run again. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) / 2147483647) * 2 - 1;
}

/** What `similarity` computes, written the plain way: every text scored, every list sorted. */
function reference(
  texts: readonly StoredTopicVector[],
  query: readonly number[],
  skip: (text: number) => boolean,
): TopicSimilarity[] {
  const sims = texts.map((text, i) =>
    skip(i) ? -1 : Math.fround(text.vector.reduce((sum, x, k) => sum + x * (query[k] ?? 0), 0)),
  );
  const voters = Array.from(sims.keys())
    .sort((a, b) => sims[b] - sims[a])
    .slice(0, Voters);
  const total = voters.reduce((sum, i) => sum + Math.max(sims[i], 0), 0) || 1;
  return [...new Set(texts.map((text) => text.slug))].sort().map((slug) => {
    const own = Array.from(sims.keys()).filter((i) => texts[i].slug === slug);
    const examples = own.filter((i) => texts[i].position >= 2).map((i) => sims[i]);
    const best = [-1, -1, -1, ...examples].sort((a, b) => b - a);
    const vote = voters
      .filter((i) => texts[i].slug === slug)
      .reduce((sum, i) => sum + Math.max(sims[i], 0) / total, 0);
    return {
      slug,
      closest: best[0],
      closestThree: (best[0] + best[1] + best[2]) / 3,
      title: Math.max(-1, ...own.filter((i) => texts[i].position < 2).map((i) => sims[i])),
      vote,
    };
  });
}

/** Topics of titles and examples; `coarse` values make many texts score exactly alike. */
function library(random: () => number, dimensions: number, coarse: boolean): StoredTopicVector[] {
  const value = () => (coarse ? Math.round(random() * 2) / 2 : random());
  const texts: StoredTopicVector[] = [];
  for (let topic = 0; topic < 20; topic++) {
    const count = 2 + Math.floor(((random() + 1) / 2) * 8);
    for (let position = 0; position < count; position++) {
      const vector = Float32Array.from({ length: dimensions }, value);
      texts.push({ slug: `topic-${topic}`, position, language: 'en', vector });
    }
  }
  // The same text under two topics: a tie whatever the message.
  texts.push({ ...texts[5], slug: 'topic-20', position: 3 });
  return texts;
}

describe('topic similarity', () => {
  it.each([
    ['fine-grained vectors', 64, false],
    ['coarse vectors (many equal scores)', 6, true],
  ])('is exactly what the plain computation gives, on %s', (_, dimensions, coarse) => {
    const random = randomFrom(dimensions);
    const texts = library(random, dimensions, coarse);
    const index = new TopicIndex(texts);
    for (let run = 0; run < 30; run++) {
      const query = Array.from({ length: dimensions }, () => Math.round(random() * 4) / 4);
      const skipped = new Set([Math.floor(((random() + 1) / 2) * texts.length), 0, 7]);
      const skip = (i: number) => run % 3 === 0 && skipped.has(i);
      expect(index.similarity(query, skip)).toEqual(reference(texts, query, skip));
      expect(index.similarity(Float32Array.from(query))).toEqual(
        reference(texts, query, () => false),
      );
    }
  });

  it('reads a missing vector as zeros', () => {
    const texts = library(randomFrom(3), 8, false);
    expect(new TopicIndex(texts).similarity([])).toEqual(reference(texts, [], () => false));
  });
});
