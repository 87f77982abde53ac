import type { Language } from '../guidance/guidance-topic';

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

export interface Scored {
  /** Each topic's score for the whole message. */
  whole: ReadonlyMap<string, number>;
  /** Each clause's topic scores, in the message's order (empty when it is one clause). */
  clauses: readonly ReadonlyMap<string, number>[];
}

/** What `understand` needs of the ranker model: its thresholds (fitted on labelled data). */
export interface Thresholds {
  answers: number;
  furtherRequest: number;
  related: number;
}

const best = (scores: ReadonlyMap<string, number>) =>
  [...scores].reduce<[string, number] | undefined>(
    (top, entry) => (!top || entry[1] > top[1] ? entry : top),
    undefined,
  );

/**
 * The requests a message makes, from its topic scores: the best topic of the whole message when
 * it is likely enough, then each clause's own best topic when it is likely enough on its own and
 * not already answered; then what else scored well, as related.
 */
export function understand(
  language: Language,
  scored: Scored,
  thresholds: Thresholds,
): Understanding {
  const requests: UnderstoodRequest[] = [];
  const top = best(scored.whole);
  if (top && top[1] >= thresholds.answers) requests.push({ slug: top[0], score: top[1] });
  for (const clause of scored.clauses) {
    if (requests.length >= MaxRequests) break;
    const own = best(clause);
    if (!own || own[1] < thresholds.furtherRequest) continue;
    if (requests.some((request) => request.slug === own[0])) continue;
    requests.push({ slug: own[0], score: own[1] });
  }
  const answered = new Set(requests.map((request) => request.slug));
  const related = [...scored.whole]
    .filter(([slug, score]) => !answered.has(slug) && score >= thresholds.related)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MaxRelated)
    .map(([slug]) => slug);
  return { language, requests, related };
}
