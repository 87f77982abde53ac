import { wordBuckets } from '../embedding/word-buckets';
import { packVectors } from '../safety/scoring/neighbours';
import { TopicClassifier, type TopicClassifierFile } from './topic-classifier';

const Buckets = 64;

/** Two topics: "falls" reads the first dimension, "incontinence" the Spanish word "pañales". */
function classifier(): TopicClassifier {
  const words = [new Array<number>(Buckets).fill(0), new Array<number>(Buckets).fill(0)];
  for (const b of wordBuckets('pañales', Buckets)) words[1][b] = 4;
  const file: TopicClassifierFile = {
    embedder: 'test',
    dimensions: 2,
    buckets: Buckets,
    slugs: ['falls', 'incontinence'],
    dense: packVectors([
      [3, 0],
      [0, 0.5],
    ]),
    words: packVectors(words),
    bias: [0, 0],
    trainedOn: 'test',
  };
  return new TopicClassifier(file);
}

const best = (scores: Map<string, number>) => [...scores].sort((a, b) => b[1] - a[1])[0]?.[0];

describe('TopicClassifier', () => {
  it('gives each topic a probability, together 1', () => {
    const scores = classifier().probabilities([1, 0], 'she fell again');
    expect([...scores.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(best(scores)).toBe('falls');
  });

  it('reads the words as well as the vector, with or without accents', () => {
    expect(best(classifier().probabilities([0.2, 0], 'qué pañales compro'))).toBe('incontinence');
    expect(best(classifier().probabilities([0.2, 0], 'que panales compro'))).toBe('incontinence');
    expect(best(classifier().probabilities([0.2, 0], 'que compro'))).toBe('falls');
  });
});
