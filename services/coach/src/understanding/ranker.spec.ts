import { PairedFeatureNames, pairedRow, RankFeatureNames } from './ranker';

describe('a topic’s signals read with two encoders', () => {
  const first = RankFeatureNames.map((_, i) => i + 1);
  const second = RankFeatureNames.map((_, i) => -(i + 1));

  it('keeps the first encoder’s signals and adds the second’s closeness and classifier, not its words', () => {
    const row = pairedRow(first, second);
    expect(row).toHaveLength(PairedFeatureNames.length);
    expect(row.slice(0, first.length)).toEqual(first);
    const named = Object.fromEntries(PairedFeatureNames.map((name, i) => [name, row[i]]));
    expect(named['second-vote']).toBe(-4);
    expect(named['second-classifier']).toBe(-9);
    expect(PairedFeatureNames.filter((name) => name.includes('words'))).toEqual([
      'words',
      'words-first',
    ]);
  });
});
