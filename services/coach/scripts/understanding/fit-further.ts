/**
 * The further-request model's fit (`src/understanding/further-requests.ts`), for `train-ranker.ts`:
 * its weights on every candidate of the fitting messages, and what its threshold weighs.
 */
import type { MessageUnderstanding } from '../../src/understanding/message-understanding';
import {
  FurtherRequestFeatureNames,
  furtherCandidates,
} from '../../src/understanding/further-requests';
import { trainHead } from '../safety/logistic';
import { bestTopic } from '../../src/understanding/understanding';
import type { LabelledMessage } from './dataset';
import type { Prediction } from './evaluation';

/** What the service reads of each fitting message with the given weights. */
export type Read = Awaited<ReturnType<MessageUnderstanding['scores']>>;

/** The message's first topic, as the service picks it. */
export const firstOf = ({ scored }: Read): [string, number] => bestTopic(scored.whole) ?? ['', -1];

/**
 * The further-request model, fitted on every candidate of the fitting messages: a candidate is a
 * request of its own when it answers a request the first topic does not.
 */
export function fitFurther(read: readonly Read[], train: readonly LabelledMessage[]) {
  const samples: { dense: Float32Array; words: Int32Array }[] = [];
  const labels: boolean[] = [];
  read.forEach((reading, i) => {
    const [first] = firstOf(reading);
    const unanswered = (train[i]?.requests ?? []).filter((request) => !request.includes(first));
    for (const candidate of furtherCandidates(reading.scored, first)) {
      samples.push({ dense: Float32Array.from(candidate.features), words: new Int32Array() });
      labels.push(unanswered.some((request) => request.includes(candidate.slug)));
    }
  });
  const head = trainHead(samples, labels, 0, {
    epochs: 500,
    learningRate: 0.05,
    l2: 1e-3,
    positiveWeight: 1,
  });
  console.log(
    `further-request candidates: ${samples.length}, ${labels.filter(Boolean).length} of them asked for`,
  );
  console.log(
    FurtherRequestFeatureNames.map((n, i) => `${n}=${head.dense[i]?.toPrecision(4)}`).join(' '),
  );
  return {
    weights: head.dense.map((w) => Number(w.toPrecision(5))),
    bias: Number(head.bias.toPrecision(6)),
  };
}

/**
 * A section nobody asked for costs half a request left unanswered: the one is a scroll past it,
 * the other another message from a tired caregiver.
 */
const UnaskedSectionCost = 0.5;

/** Further sections that answer a request not answered before them, less the cost of the rest. */
export function furtherWorth(
  train: readonly LabelledMessage[],
  predictions: readonly Prediction[],
) {
  return predictions.reduce((worth, { answered }, i) => {
    const open = [...(train[i]?.requests ?? [])];
    answered.forEach((slug, at) => {
      const answers = open.findIndex((request) => request.includes(slug));
      if (answers >= 0) open.splice(answers, 1);
      if (at > 0) worth += answers >= 0 ? 1 : -UnaskedSectionCost;
    });
    return worth;
  }, 0);
}
