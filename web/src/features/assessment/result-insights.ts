import {
  BurdenQuestions,
  type BurdenQuestion,
  type BurdenQuestionId,
  type SavedBurdenResponse,
} from '@tend/contracts';

/** A saved check-in's answers by question (every question once saved; fewer in tests). */
export type SavedResponses = Partial<Record<BurdenQuestionId, SavedBurdenResponse>>;

/** An answer at or above this (of 4) weighs on her: "most days", "I am really struggling". */
const WEIGHS_FROM = 3;
/** The most areas named, heaviest first: a short list she can act on. */
const MOST_AREAS = 3;

/** A question's topic as shown: the shared English one unless a screen names it in its language. */
type TopicOf = (question: BurdenQuestion) => string;
const sharedTopic: TopicOf = (question) => question.topic;

/** Every question her answers say weighs on her, heaviest first, in the asking order on a tie. */
function heavyQuestions(responses: SavedResponses): BurdenQuestion[] {
  return BurdenQuestions.map((q, order) => ({ q, order, score: responses[q.id]?.score ?? 0 }))
    .filter(({ score }) => score >= WEIGHS_FROM)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ q }) => q);
}

/** Every area that weighs on her, heaviest first: each gets what Tend can do about it. */
export const heavyAreas = (responses: SavedResponses): BurdenQuestionId[] =>
  heavyQuestions(responses).map((q) => q.id);

/** The areas (question topics) her answers say weigh most, heaviest first, in the asking order on a tie. */
export function weighsMost(responses: SavedResponses, topicOf: TopicOf = sharedTopic): string[] {
  return heavyQuestions(responses).slice(0, MOST_AREAS).map(topicOf);
}

/** What she wrote beside her answers, with the topic each one is about, in the asking order. */
export function commentsOf(
  responses: SavedResponses,
  topicOf: TopicOf = sharedTopic,
): { topic: string; comment: string }[] {
  return BurdenQuestions.flatMap((q) => {
    const comment = responses[q.id]?.comment?.trim();
    return comment ? [{ topic: topicOf(q), comment }] : [];
  });
}
