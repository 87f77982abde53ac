import {
  BURDEN_QUESTION_IDS,
  BurdenQuestions,
  burdenOptionScore,
  isBurdenQuestionId,
  type BurdenItemScore,
  type BurdenQuestionId,
} from './burden-questions';

/**
 * The burden score and level (docs/product-spec.md section 9), and the reading of a set of responses. Zod-free and
 * shared: the browser can show the same result the server stores, and the server never trusts a
 * score sent to it.
 */
export const BURDEN_LEVELS = ['Low', 'Mild', 'Moderate', 'High'] as const;
export type BurdenLevel = (typeof BURDEN_LEVELS)[number];

/** Ten items at 4 points each. */
export const BURDEN_MAX_SUM = BURDEN_QUESTION_IDS.length * 4;
export const BURDEN_COMMENT_MAX_LENGTH = 1000;

/** The sum of the item scores over 40, as a rounded percent (0-100); halves round up. */
export function burdenScore(itemScores: readonly number[]): number {
  const sum = itemScores.reduce((total, score) => total + score, 0);
  return Math.round((sum * 100) / BURDEN_MAX_SUM);
}

/** 75 and over High, 50 and over Moderate, 25 and over Mild, below 25 Low. */
export function burdenLevel(score: number): BurdenLevel {
  if (score >= 75) return 'High';
  if (score >= 50) return 'Moderate';
  if (score >= 25) return 'Mild';
  return 'Low';
}

/** One answer as stored: the option chosen, its score from the catalogue, and the comment. */
export interface BurdenAnswer {
  questionId: BurdenQuestionId;
  value: string;
  score: BurdenItemScore;
  comment: string | null;
}

export type BurdenReading =
  | { ok: true; answers: BurdenAnswer[]; score: number; level: BurdenLevel }
  | { ok: false; message: string };

export const BurdenMessages = {
  notAMap: 'Please send your answers as responses, one for each question.',
  unknownQuestion: (id: string) => `"${id}" is not one of the check-in questions.`,
  notAnAnswer: (topic: string) => `Your answer about ${topic.toLowerCase()} is missing its choice.`,
  invalidOption: (topic: string) =>
    `Your answer about ${topic.toLowerCase()} is not one of the choices. Please choose one of the options shown.`,
  commentNotText: (topic: string) => `Your comment about ${topic.toLowerCase()} must be text.`,
  commentTooLong: (topic: string) =>
    `Your comment about ${topic.toLowerCase()} is too long: please keep it to ${BURDEN_COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`,
  missing: (topics: string[]) =>
    `Please answer every question before saving. Still to answer: ${topics.join(', ')}.`,
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAnswer(
  id: BurdenQuestionId,
  topic: string,
  entry: unknown,
): BurdenAnswer | { message: string } {
  if (!isRecord(entry) || entry.value === undefined || entry.value === null)
    return { message: BurdenMessages.notAnAnswer(topic) };
  const score = burdenOptionScore(id, entry.value);
  if (score === undefined) return { message: BurdenMessages.invalidOption(topic) };
  const { comment } = entry;
  if (comment !== undefined && comment !== null && typeof comment !== 'string')
    return { message: BurdenMessages.commentNotText(topic) };
  const trimmed = typeof comment === 'string' ? comment.trim() : '';
  if (trimmed.length > BURDEN_COMMENT_MAX_LENGTH)
    return { message: BurdenMessages.commentTooLong(topic) };
  return { questionId: id, value: entry.value as string, score, comment: trimmed || null };
}

/**
 * Reads a responses map (question id to `{value, score?, comment?}`) into answers scored from the
 * option chosen; any sent score is ignored. Every question must be answered exactly once with one
 * of its options; the first problem found is the message.
 */
export function readBurdenResponses(responses: unknown): BurdenReading {
  if (!isRecord(responses)) return { ok: false, message: BurdenMessages.notAMap };
  const unknown = Object.keys(responses).find((id) => !isBurdenQuestionId(id));
  if (unknown !== undefined) return { ok: false, message: BurdenMessages.unknownQuestion(unknown) };
  const answers: BurdenAnswer[] = [];
  const missing: string[] = [];
  for (const { id, topic } of BurdenQuestions) {
    if (!Object.hasOwn(responses, id) || responses[id] === undefined) {
      missing.push(topic);
      continue;
    }
    const answer = readAnswer(id, topic, responses[id]);
    if ('message' in answer) return { ok: false, message: answer.message };
    answers.push(answer);
  }
  if (missing.length > 0) return { ok: false, message: BurdenMessages.missing(missing) };
  const score = burdenScore(answers.map((answer) => answer.score));
  return { ok: true, answers, score, level: burdenLevel(score) };
}
