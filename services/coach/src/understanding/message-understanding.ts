import { Inject, Injectable, Optional } from '@nestjs/common';
import { PairedEncoderId, UnderstandingEncoding } from '../embedding/coach-encoders';
import {
  SentenceEncoders,
  type Embedded,
  type SentenceEncoding,
} from '../embedding/sentence-encoders';
import { GuidanceRepository } from '../guidance/guidance.repository';
import { GuidanceLibrary } from '../guidance/library';
import type { Language } from '../guidance/guidance-topic';
import { clausesOf } from './clauses';
import { conditionTopics } from './condition-topics';
import { detectLanguage } from './language';
import { pairedRow, rankerModel, rankFeatures, topicScores, type RankerModel } from './ranker';
import { topicClassifier } from './topic-classifier';
import { TopicIndex } from './topic-index';
import { TopicVectorsRepository } from './topic-vectors.repository';
import { saysLittle, understand, type Scored, type Understanding } from './understanding';

/** Each topic's features for one text, in `slugs`' order. */
export interface TextFeatures {
  slugs: string[];
  rows: number[][];
}

/** Each text's topic features, and the encoder whose vectors they were read with. */
export interface EncodedFeatures {
  encoder: string;
  texts: TextFeatures[];
}

/**
 * What the offline coach reads a message with: its language, its requests and their topics. It
 * reads with the local encoder and, when there is one and it answers, the encoder server beside
 * it (one ranker over both: `PairedEncoderId`); without it, with the local encoder's own ranker.
 */
@Injectable()
export class MessageUnderstanding {
  private readonly indexes = new Map<string, Promise<TopicIndex>>();

  constructor(
    private readonly guidance: GuidanceRepository,
    private readonly vectors: TopicVectorsRepository,
    @Inject(UnderstandingEncoding) private readonly encoders: SentenceEncoding,
    @Optional() @Inject(SentenceEncoders) private readonly second?: SentenceEncoding,
  ) {}

  /**
   * Starts embedding the message's clauses now, beside the safety triage's embedding of the
   * whole message; `understand` then finds them made or being made. A failure here is not lost:
   * `understand` embeds them again and meets it.
   */
  prepare(message: string): void {
    const [, ...clauses] = textsOf(message);
    if (clauses.length > 0) this.encoders.embed(clauses).catch(() => undefined);
  }

  /** The stored vectors changed: the next message reads them again. */
  forget(): void {
    this.indexes.clear();
  }

  /** `model`: a ranker being fitted (scripts); the shipped one of the encoder used otherwise. */
  async understand(
    message: string,
    conditions: readonly string[] = [],
    model?: RankerModel,
  ): Promise<Understanding> {
    const { language, scored, encoder } = await this.scores(message, conditions, model);
    const ranker = model ?? rankerModel(encoder);
    // Only a message that says little ("help", "what do I do") is asked back when no topic is
    // likely enough; one that says more gets its best topic, however unsure the ranker is.
    return understand(language, scored, saysLittle(message) ? ranker : { ...ranker, answers: 0 });
  }

  /** The message's language, and each topic's score for it whole and for each of its clauses. */
  async scores(
    message: string,
    conditions: readonly string[] = [],
    model?: Pick<RankerModel, 'weights' | 'bias'>,
  ): Promise<{ language: Language; scored: Scored; encoder: string }> {
    const language = detectLanguage(message);
    const { encoder, texts } = await this.features(textsOf(message), language, conditions);
    const ranker = model ?? rankerModel(encoder);
    const [whole, ...perClause] = texts.map(({ slugs, rows }) => {
      const scored = topicScores(rows, ranker);
      return new Map(slugs.map((slug, j) => [slug, scored[j] ?? 0]));
    });
    return { language, scored: { whole: whole ?? new Map(), clauses: perClause }, encoder };
  }

  /** Every topic's signals for each text (in one language). */
  async features(
    texts: readonly string[],
    language: Language,
    conditions: readonly string[] = [],
  ): Promise<EncodedFeatures> {
    const [first, second, ...words] = await Promise.all([
      this.encoders.embed(texts),
      this.secondReading(texts),
      ...texts.map((text) => this.guidance.textRanks(text, language)),
    ]);
    const ofCondition = conditionTopics(GuidanceLibrary, conditions);
    const signals = (encoded: Embedded) => this.signals(texts, encoded, words, ofCondition);
    const own = await signals(first);
    if (!second || second.encoder === first.encoder) return { encoder: first.encoder, texts: own };
    const beside = await signals(second);
    // Its topic vectors not all stored (see `GuidanceSeeder`): the first encoder reads alone.
    if (beside[0]?.slugs.length !== own[0]?.slugs.length)
      return { encoder: first.encoder, texts: own };
    return { encoder: PairedEncoderId, texts: own.map((text, i) => paired(text, beside[i])) };
  }

  /** The second encoder's vectors, or nothing when it fails (the message reads with the first). */
  private async secondReading(texts: readonly string[]): Promise<Embedded | undefined> {
    return this.second?.embed(texts).catch(() => undefined);
  }

  /** Each text's topic signals from one encoder's vectors. */
  private async signals(
    texts: readonly string[],
    { encoder, vectors }: Embedded,
    words: readonly ReadonlyMap<string, number>[],
    ofCondition: ReadonlySet<string>,
  ): Promise<TextFeatures[]> {
    const index = await this.topicIndex(encoder);
    const classifier = topicClassifier(encoder);
    return texts.map((text, i) => {
      const similarity = index.similarity(vectors[i] ?? []);
      const rows = rankFeatures({
        similarity,
        words: words[i] ?? new Map(),
        conditionTopics: ofCondition,
        classified: classifier.probabilities(vectors[i] ?? [], text),
      });
      return { slugs: similarity.map((s) => s.slug), rows };
    });
  }

  private topicIndex(encoder: string): Promise<TopicIndex> {
    let index = this.indexes.get(encoder);
    if (!index) {
      index = this.vectors.all(encoder).then((rows) => new TopicIndex(rows));
      index.catch(() => this.indexes.delete(encoder));
      this.indexes.set(encoder, index);
    }
    return index;
  }
}

/** One text's signals from the first encoder, each topic's row extended with the second's. */
function paired(own: TextFeatures, beside: TextFeatures | undefined): TextFeatures {
  const at = new Map(beside?.slugs.map((slug, j) => [slug, j]));
  const rowOf = (slug: string) => beside?.rows[at.get(slug) ?? -1] ?? [];
  return {
    slugs: own.slugs,
    rows: own.rows.map((row, j) => pairedRow(row, rowOf(own.slugs[j] ?? ''))),
  };
}

/** What a message is read as: itself, then its clauses when it has more than one. */
export function textsOf(message: string): string[] {
  const clauses = clausesOf(message);
  return clauses.length > 1 ? [message, ...clauses] : [message];
}
