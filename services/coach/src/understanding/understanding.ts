import type { Language } from '../guidance/guidance-topic';
import { likelyFurther, type FurtherRequestModel } from './further-requests';

/** A request of a message and the topic that answers it. */
export interface UnderstoodRequest {
  slug: string;
  score: number;
}

/** What the offline coach understood of a message. */
export interface Understanding {
  language: Language;
  /** The requests, at most three: the message's best topic first, then the others in order. */
  requests: UnderstoodRequest[];
  /** Other topics close enough to be worth pointing to (at most three). */
  related: string[];
}

export const MaxRequests = 3;
export const MaxRelated = 3;
/** A message of at most this many words may be too vague to answer ("what do I do now?"). */
export const VagueMaxWords = 8;

export const saysLittle = (message: string) =>
  message.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length <= VagueMaxWords;

export interface Scored {
  /** Each topic's score for the whole message. */
  whole: ReadonlyMap<string, number>;
  /** Each clause's topic scores, in the message's order (empty when it is one clause). */
  clauses: readonly ReadonlyMap<string, number>[];
}

/** What `understand` needs of the ranker model (fitted on labelled data). */
export interface Thresholds {
  /** A topic at least this likely answers a request of the message. */
  answers: number;
  further: FurtherRequestModel;
  related: number;
}

/** The best-scoring topic and its score (undefined when nothing scored). */
export const bestTopic = (scores: ReadonlyMap<string, number>) =>
  [...scores].reduce<[string, number] | undefined>(
    (top, entry) => (!top || entry[1] > top[1] ? entry : top),
    undefined,
  );

/** The topics beyond the first likely to be asked for on their own, in the message's order. */
function furtherRequests(
  scored: Scored,
  first: string,
  model: FurtherRequestModel,
): UnderstoodRequest[] {
  return likelyFurther(scored, first, model)
    .filter((candidate) => candidate.likely >= model.threshold)
    .sort((a, b) => b.likely - a.likely)
    .slice(0, MaxRequests - 1)
    .sort((a, b) => a.position - b.position)
    .map((candidate) => ({ slug: candidate.slug, score: candidate.likely }));
}

/**
 * The requests a message makes, from its topic scores: the best topic of the whole message when
 * it is likely enough, then the other topics the further-request model finds likely to be asked
 * for on their own, in the message's order; then what else scored well, as related.
 */
export function understand(
  language: Language,
  scored: Scored,
  thresholds: Thresholds,
): Understanding {
  const top = bestTopic(scored.whole);
  const requests: UnderstoodRequest[] =
    top && top[1] >= thresholds.answers
      ? [{ slug: top[0], score: top[1] }, ...furtherRequests(scored, top[0], thresholds.further)]
      : [];
  const answered = new Set(requests.map((request) => request.slug));
  const related = [...scored.whole]
    .filter(([slug, score]) => !answered.has(slug) && score >= thresholds.related)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MaxRelated)
    .map(([slug]) => slug);
  return { language, requests, related };
}
