import type { Embedder } from '../embedding/embedder';
import type { SafetyFinding } from './kinds';
import { decide } from './scoring/decide';
import { features } from './scoring/features';
import { neighbourSignals, type Neighbour } from './scoring/neighbours';
import {
  neighboursOf,
  scoreMessage,
  type MessageScores,
  type SafetyModel,
} from './scoring/safety-model';
import { readRules, type RuleReading } from './triage';

/**
 * The layered decision offline: the rules' reading, the sentence embedding, the vote of the most
 * similar labelled messages and the hashed words, scored by the trained model against its
 * calibrated thresholds, the rules' floor kept.
 */
export class ScoredTriage {
  private readonly neighbours: Neighbour[];

  constructor(
    private readonly embedder: Embedder,
    private readonly model: SafetyModel,
  ) {
    if (embedder.id !== model.embedder)
      throw new Error(`the safety model was trained on ${model.embedder}, not ${embedder.id}`);
    this.neighbours = neighboursOf(model);
  }

  async assess(text: string): Promise<SafetyFinding[]> {
    const [finding] = await this.assessMany([text]);
    return finding ?? [];
  }

  async assessMany(texts: readonly string[]): Promise<SafetyFinding[][]> {
    const embeddings = await this.embedder.embed(texts);
    return texts.map((text, i) => {
      const reading = readRules(text);
      return decide(this.score(text, embeddings[i], reading), this.model.thresholds, reading);
    });
  }

  private score(part: string, embedding: readonly number[], reading: RuleReading): MessageScores {
    const near = neighbourSignals(embedding, this.neighbours);
    return scoreMessage(this.model, features(part, embedding, reading, near));
  }
}
