import { AssessmentResult } from './assessment.schemas';
import { RECOMMENDATION_KEYS, isRecommendationKey } from './recommendation-keys';

describe('recommendation keys', () => {
  it('name the crisis lines, each level, each question and the checker step, once each', () => {
    expect(RECOMMENDATION_KEYS).toHaveLength(1 + 4 + 10 + 1);
    expect(new Set(RECOMMENDATION_KEYS).size).toBe(RECOMMENDATION_KEYS.length);
    expect(RECOMMENDATION_KEYS).toEqual(
      expect.arrayContaining([
        'crisis',
        'level.High',
        'sleep_disruption',
        'financial_strain.checker',
      ]),
    );
  });

  it.each<[unknown, boolean]>([
    ['level.Low', true],
    ['future_concerns', true],
    ['level.Severe', false],
    ['Crisis', false],
    [null, false],
  ])('%j is a key: %s', (value, expected) => {
    expect(isRecommendationKey(value)).toBe(expected);
  });

  const result = {
    id: '4f1c2a56-8d0e-4f57-9a57-0c1f3f4a2b10',
    score: 80,
    level: 'High',
    recommendations: ['Call 988.', 'Something said before keys existed.'],
    completedAt: '2026-11-27T10:00:00.000Z',
  };

  it('an answer carries a key or null (a text of no known step) for each recommendation', () => {
    expect(
      AssessmentResult.safeParse({ ...result, recommendationKeys: ['crisis', null] }).success,
    ).toBe(true);
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['an unknown key', ['crisis', 'level.Severe']],
    ['one short of the texts', ['crisis']],
  ])('an answer with keys %s is refused', (_what, recommendationKeys) => {
    expect(AssessmentResult.safeParse({ ...result, recommendationKeys }).success).toBe(false);
  });
});
