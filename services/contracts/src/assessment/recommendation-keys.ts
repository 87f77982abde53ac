import { BURDEN_QUESTION_IDS } from './burden-questions';
import { BURDEN_LEVELS } from './burden-score';

/**
 * The steps a check-in can recommend, one key each, so a client words them in its reader's
 * language (the answer's English texts stay for clients that read only them): the crisis lines,
 * one step per level, one per question, and the money step that points to the eligibility checker.
 */
export const RECOMMENDATION_KEYS = [
  'crisis',
  ...BURDEN_LEVELS.map((level) => `level.${level}` as const),
  ...BURDEN_QUESTION_IDS,
  'financial_strain.checker',
] as const;
export type RecommendationKey = (typeof RECOMMENDATION_KEYS)[number];

const known = new Set<string>(RECOMMENDATION_KEYS);

export function isRecommendationKey(value: unknown): value is RecommendationKey {
  return typeof value === 'string' && known.has(value);
}
