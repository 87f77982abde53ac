import { wordBuckets } from '../../embedding/word-buckets';
import { GroupOf, SafetyGroups, type SafetyGroup } from '../kinds';
import { ContextFeatures } from '../rules/context';
import type { RuleReading } from '../triage';
import { NeighbourSignalNames } from './neighbours';

/** Buckets the message's words and word pairs are hashed into (the model's vocabulary). */
export const HashBuckets = 2048;

/** A message as the scored model reads it: dense signals, then hashed words (indices only). */
export interface Features {
  dense: Float32Array;
  words: Int32Array;
}

/** Names of the dense signals after the embedding, in order (the model file lists them too). */
export const SignalNames: readonly string[] = [
  ...SafetyGroups.flatMap((group) => [`rule:${group}`, `rule-stands:${group}`]),
  ...ContextFeatures.map((name) => `context:${name}`),
  ...NeighbourSignalNames,
];

function ruleSignals(reading: RuleReading): number[] {
  const heard = new Set<SafetyGroup>(reading.kinds.map((kind) => GroupOf[kind]));
  const stands = new Set<SafetyGroup>(reading.floor.map((f) => GroupOf[f.kind]));
  return [
    ...SafetyGroups.flatMap((group) => [heard.has(group) ? 1 : 0, stands.has(group) ? 1 : 0]),
    ...ContextFeatures.map((name) => (reading.context[name] ? 1 : 0)),
  ];
}

export function features(
  text: string,
  embedding: readonly number[],
  reading: RuleReading,
  near: readonly number[],
): Features {
  return {
    dense: Float32Array.from([...embedding, ...ruleSignals(reading), ...near]),
    words: wordBuckets(text, HashBuckets),
  };
}
