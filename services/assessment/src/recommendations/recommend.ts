import {
  BurdenQuestions,
  type BurdenLevel,
  type BurdenQuestionId,
  type RecommendationKey,
} from '@tend/contracts';
import { RecommendationTexts } from './recommendation-texts';

export interface Recommendation {
  id: RecommendationKey;
  text: string;
}

export interface RecommendationInput {
  level: BurdenLevel;
  items: readonly { questionId: BurdenQuestionId; score: number }[];
  /** Whether the eligibility checker exists to be pointed to. */
  eligibilityEnabled: boolean;
}

/** Items scoring at least this ("about half the time" or worse) get a step of their own. */
export const FocusItemMinScore = 2;
/** At most this many item steps, so the list stays something to do this week. */
export const MaxFocusItems = 3;

const catalogueOrder = new Map(BurdenQuestions.map((q, index) => [q.id, index]));

/** The worst-scoring items, worst first; a tie goes to the question asked first. */
export function focusItems(items: RecommendationInput['items']): BurdenQuestionId[] {
  return items
    .filter((item) => item.score >= FocusItemMinScore)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (catalogueOrder.get(a.questionId) ?? 0) - (catalogueOrder.get(b.questionId) ?? 0),
    )
    .slice(0, MaxFocusItems)
    .map((item) => item.questionId);
}

/**
 * What to do this week: crisis lines first for a High level, then a step for the level, then one
 * for each of the worst-scoring items.
 */
export function recommend({
  level,
  items,
  eligibilityEnabled,
}: RecommendationInput): Recommendation[] {
  const ids: RecommendationKey[] = [];
  if (level === 'High') ids.push('crisis');
  ids.push(`level.${level}`);
  for (const id of focusItems(items))
    ids.push(id === 'financial_strain' && eligibilityEnabled ? 'financial_strain.checker' : id);
  return ids.map((id) => ({ id, text: RecommendationTexts[id] }));
}
