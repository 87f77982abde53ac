/**
 * Out-of-fold scores of the training messages' passages (`passagesOf`), for calibrating a model
 * that reads them: each passage scored by the heads of its message's fold, its neighbours chosen
 * as that fold's were (never its own message, nor any message of the held-out fold).
 */
import { passagesOf } from '../../src/safety/scoring/passages';
import { features } from '../../src/safety/scoring/features';
import { neighbourSignals, type Neighbour } from '../../src/safety/scoring/neighbours';
import {
  scoreMessage,
  type MessageScores,
  type SafetyModel,
} from '../../src/safety/scoring/safety-model';
import { readRules } from '../../src/safety/triage';
import type { Embedder } from '../../src/embedding/embedder';
import { embedAll } from './embedding-cache';

interface Folded {
  texts: readonly string[];
  neighbours: readonly Neighbour[];
  foldOf: (message: number) => number;
  foldModels: readonly SafetyModel[];
}

/** Each message's passages' out-of-fold scores (none for a short message). */
export async function passageScores(
  embedder: Embedder,
  { texts, neighbours, foldOf, foldModels }: Folded,
): Promise<MessageScores[][]> {
  const passages = texts.map((text) => passagesOf(text));
  const vectors = await embedAll(embedder, passages.flat());
  let next = 0;
  return passages.map((parts, i) => {
    const fold = foldOf(i);
    return parts.map((passage) => {
      const vector = vectors[next++];
      const near = neighbourSignals(vector, neighbours, (j) => j === i || foldOf(j) === fold);
      return scoreMessage(foldModels[fold], features(passage, vector, readRules(passage), near));
    });
  });
}
