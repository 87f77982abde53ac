import { GroupOf, SafetyGroups, type SafetyGroup } from '../kinds';
import { normalise } from '../normalise';
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

/** FNV-1a: a fast, stable hash, so the same word always lands in the same bucket. */
function bucket(token: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % HashBuckets;
}

/** The normalised words and adjacent pairs, each bucket once. */
function wordBuckets(text: string): Int32Array {
  const tokens = normalise(text).split(' ').filter(Boolean);
  const buckets = new Set<number>();
  tokens.forEach((token, i) => {
    buckets.add(bucket(token));
    if (i > 0) buckets.add(bucket(`${tokens[i - 1]} ${token}`));
  });
  return Int32Array.from([...buckets].sort((a, b) => a - b));
}

export function features(
  text: string,
  embedding: readonly number[],
  reading: RuleReading,
  near: readonly number[],
): Features {
  return {
    dense: Float32Array.from([...embedding, ...ruleSignals(reading), ...near]),
    words: wordBuckets(text),
  };
}
