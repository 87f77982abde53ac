import type {
  AssessmentHistoryItem,
  AssessmentResult,
  BurdenQuestionId,
  SavedBurdenResponse,
} from '@tend/contracts';
import { keyOfText } from '../recommendations/recommendation-texts';
import type { AssessmentRow, StoredAssessment } from './assessments.repository';

/** What a submission answers, and the base of every history entry. */
export function toResult(row: AssessmentRow): AssessmentResult {
  return {
    id: row.id,
    score: row.score,
    level: row.level,
    recommendations: row.recommendations,
    // A check-in saved before keys has its English texts only: each known one gets its key back.
    recommendationKeys: row.recommendationKeys ?? row.recommendations.map(keyOfText),
    completedAt: row.completedAt.toISOString(),
  };
}

/** A stored check-in as the history shows it, its answers keyed by question id. */
export function toHistoryItem(
  stored: StoredAssessment,
  change: number | null,
): AssessmentHistoryItem {
  const responses = Object.fromEntries(
    stored.answers.map((answer) => [
      answer.questionId,
      { value: answer.value, score: answer.score, comment: answer.comment },
    ]),
  ) as Record<BurdenQuestionId, SavedBurdenResponse>;
  return { ...toResult(stored), responses, change };
}
