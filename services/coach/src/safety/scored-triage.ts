import type { SentenceEncoding } from '../embedding/sentence-encoders';
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

interface LearnedOn {
  model: SafetyModel;
  neighbours: Neighbour[];
}

/**
 * The layered decision offline: the rules' reading, the sentence embedding, the vote of the most
 * similar labelled messages and the hashed words, scored by the model trained on the encoder that
 * read the message against its calibrated thresholds, the rules' floor kept.
 */
export class ScoredTriage {
  private readonly byEncoder: Map<string, LearnedOn>;

  constructor(
    private readonly encoding: SentenceEncoding,
    models: readonly SafetyModel[],
  ) {
    this.byEncoder = new Map(
      models.map((model) => [model.embedder, { model, neighbours: neighboursOf(model) }]),
    );
  }

  async assess(text: string): Promise<SafetyFinding[]> {
    const [finding] = await this.assessMany([text]);
    return finding ?? [];
  }

  async assessMany(texts: readonly string[]): Promise<SafetyFinding[][]> {
    const { encoder, vectors } = await this.encoding.embed(texts);
    const learned = this.byEncoder.get(encoder);
    if (!learned) throw new Error(`no safety model was trained on ${encoder}`);
    return texts.map((text, i) => {
      const reading = readRules(text);
      const scores = this.score(learned, text, vectors[i] ?? [], reading);
      return decide(scores, learned.model.thresholds, reading);
    });
  }

  private score(
    { model, neighbours }: LearnedOn,
    part: string,
    embedding: readonly number[],
    reading: RuleReading,
  ): MessageScores {
    const near = neighbourSignals(embedding, neighbours);
    return scoreMessage(model, features(part, embedding, reading, near));
  }
}
