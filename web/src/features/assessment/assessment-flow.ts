import {
  BurdenQuestions,
  burdenLevel,
  burdenOptionScore,
  burdenScore,
  type BurdenLevel,
  type BurdenQuestionId,
  type SubmitAssessmentBody,
} from '@tend/contracts';

export const QUESTION_COUNT = BurdenQuestions.length;

export interface AnswerDraft {
  value?: string;
  comment: string;
}
export type AnswersDraft = Partial<Record<BurdenQuestionId, AnswerDraft>>;

export const noAnswers: AnswersDraft = {};

/** A question index kept from an earlier page load, if it is one. */
export const asQuestionIndex = (stored: unknown): number | undefined =>
  Number.isInteger(stored) && (stored as number) >= 0 && (stored as number) < QUESTION_COUNT
    ? (stored as number)
    : undefined;

/** Answers kept from an earlier page load: only known questions, their own options, text comments. */
export function asAnswersDraft(stored: unknown): AnswersDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const kept: AnswersDraft = {};
  for (const { id } of BurdenQuestions) {
    const answer = (stored as Record<string, unknown>)[id] as Partial<AnswerDraft> | undefined;
    if (typeof answer?.comment !== 'string') continue;
    const value =
      typeof answer.value === 'string' && burdenOptionScore(id, answer.value) !== undefined
        ? answer.value
        : undefined;
    kept[id] = { value, comment: answer.comment };
  }
  return kept;
}

/** The browser's reading of the answers, with the shared score and level. */
export function readAnswers(answers: AnswersDraft): {
  body: SubmitAssessmentBody;
  score: number;
  level: BurdenLevel;
} {
  const responses: SubmitAssessmentBody['responses'] = {};
  const scores: number[] = [];
  for (const { id } of BurdenQuestions) {
    const answer = answers[id];
    if (!answer?.value) continue;
    const score = burdenOptionScore(id, answer.value) ?? 0;
    scores.push(score);
    const comment = answer.comment.trim();
    responses[id] = { value: answer.value, score, comment: comment || null };
  }
  const score = burdenScore(scores);
  return { body: { responses, score }, score, level: burdenLevel(score) };
}
