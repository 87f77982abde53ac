import type { SentenceEncoding } from '../embedding/sentence-encoders';
import type { SafetyFinding } from './kinds';
import { decide } from './scoring/decide';
import { features } from './scoring/features';
import { neighbourSignals, type Neighbour } from './scoring/neighbours';
import { passagesOf, strongestReading } from './scoring/passages';
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

  /**
   * Every message and, when the model reads them, its passages go to the encoder in one batch. The
   * passages are cut whatever encoder answers (the fallback's model may not read them): cheap beside
   * the embedding, and one request.
   */
  async assessMany(texts: readonly string[]): Promise<SafetyFinding[][]> {
    const passages = texts.map((text) => (this.anyReadsPassages ? passagesOf(text) : []));
    const { encoder, vectors } = await this.encoding.embed([...texts, ...passages.flat()]);
    const learned = this.byEncoder.get(encoder);
    if (!learned) throw new Error(`no safety model was trained on ${encoder}`);
    let next = texts.length;
    return texts.map((text, i) => {
      const reading = readRules(text);
      const whole = this.score(learned, text, vectors[i] ?? [], reading);
      const parts = passages[i].map((passage) => {
        const vector = vectors[next++] ?? [];
        return this.score(learned, passage, vector, readRules(passage));
      });
      const discount = learned.model.passageDiscount;
      const scores = discount === undefined ? whole : strongestReading(whole, parts, discount);
      return decide(scores, learned.model.thresholds, reading);
    });
  }

  private get anyReadsPassages(): boolean {
    return [...this.byEncoder.values()].some(({ model }) => model.passageDiscount !== undefined);
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
