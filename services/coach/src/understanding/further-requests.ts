import { z } from 'zod';
import { MaxClauses } from './clauses';
import { logisticScore } from './logistic-score';
import type { Scored } from './understanding';

/**
 * Whether a topic other than the message's first is a further request of it, read from how the
 * topic scores on the whole message and on the clause that names it. Weights are fitted by
 * `scripts/understanding/train-ranker.ts` on labelled messages, not set by hand.
 */
export const FurtherRequestFeatureNames = [
  'whole',
  'whole-second',
  'whole-third',
  'clause',
  'clause-best',
  'clause-lead',
  'first-in-clause',
  'clauses',
  'clause-of-first',
] as const;

export const FurtherRequestModelSchema = z.object({
  weights: z.array(z.number()),
  bias: z.number(),
  /** A candidate at least this likely is answered as a further request. */
  threshold: z.number(),
});
export type FurtherRequestModel = z.infer<typeof FurtherRequestModelSchema>;

export interface FurtherCandidate {
  slug: string;
  /** The clause it is read from (its position in the message), or the end for a whole-only one. */
  position: number;
  features: number[];
}

/** Ranker scores crowd near 1, where their log-odds still tell them apart (scaled to about ±1). */
const logOdds = (p: number | undefined) => {
  const clipped = Math.min(Math.max(p ?? 0, 1e-6), 1 - 1e-6);
  return Math.log(clipped / (1 - clipped)) / 10;
};

const ranked = (scores: ReadonlyMap<string, number>) => [...scores].sort((a, b) => b[1] - a[1]);

/** The clause in which a topic scores highest, with that clause's ranking. */
function strongestClause(
  clauses: readonly ReadonlyMap<string, number>[],
  orders: readonly [string, number][][],
  slug: string,
) {
  let at = -1;
  for (const [i, clause] of clauses.entries())
    if (at < 0 || (clause.get(slug) ?? 0) > (clauses[at]?.get(slug) ?? 0)) at = i;
  const clause = clauses[at];
  const order = orders[at];
  return clause && order ? { at, clause, order } : undefined;
}

/**
 * The topics that may be further requests: each clause's best two and the whole message's second
 * and third, with the signals the further-request model weighs.
 */
export function furtherCandidates(scored: Scored, first: string | undefined): FurtherCandidate[] {
  const whole = ranked(scored.whole);
  const orders = scored.clauses.map(ranked);
  const slugs = new Set([
    ...orders.flatMap((order) => order.slice(0, 2).map(([slug]) => slug)),
    whole[1]?.[0],
    whole[2]?.[0],
  ]);
  // The clause the first topic is read from: whether a candidate shares it is weighed by the fit.
  const firstClause = first ? strongestClause(scored.clauses, orders, first)?.at : undefined;
  const candidates: FurtherCandidate[] = [];
  for (const slug of slugs) {
    if (!slug || slug === first) continue;
    const strongest = strongestClause(scored.clauses, orders, slug);
    const score = strongest?.clause.get(slug);
    const rival = strongest?.order.find(([other]) => other !== slug)?.[1];
    candidates.push({
      slug,
      position: strongest?.at ?? MaxClauses,
      features: [
        logOdds(scored.whole.get(slug)),
        whole[1]?.[0] === slug ? 1 : 0,
        whole[2]?.[0] === slug ? 1 : 0,
        strongest ? logOdds(score) : 0,
        strongest?.order[0]?.[0] === slug ? 1 : 0,
        strongest ? logOdds(score) - logOdds(rival) : 0,
        strongest && first ? logOdds(strongest.clause.get(first)) : 0,
        scored.clauses.length / MaxClauses,
        strongest && strongest.at === firstClause ? 1 : 0,
      ],
    });
  }
  return candidates;
}

/** Each candidate with how likely the further-request model finds it to be asked for on its own. */
export const likelyFurther = (scored: Scored, first: string, model: FurtherRequestModel) =>
  furtherCandidates(scored, first).map((candidate) => ({
    ...candidate,
    likely: logisticScore(candidate.features, model),
  }));
