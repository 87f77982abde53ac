import { Injectable } from '@nestjs/common';
import { localEmbedder } from '../embedding/local-embedder';
import type { Embedder } from '../embedding/embedder';
import { GuidanceRepository } from '../guidance/guidance.repository';
import { GuidanceLibrary } from '../guidance/library';
import type { Language } from '../guidance/guidance-topic';
import { clausesOf } from './clauses';
import { conditionTopics } from './condition-topics';
import { detectLanguage } from './language';
import { rankerModel, rankFeatures, topicScores, type RankerModel } from './ranker';
import { topicClassifier } from './topic-classifier';
import { TopicIndex } from './topic-index';
import { TopicVectorsRepository } from './topic-vectors.repository';
import { saysLittle, understand, type Scored, type Understanding } from './understanding';

/** Each topic's features for one text, in `slugs`' order. */
export interface TextFeatures {
  slugs: string[];
  rows: number[][];
}

/** What the offline coach reads a message with: its language, its requests and their topics. */
@Injectable()
export class MessageUnderstanding {
  private index: Promise<TopicIndex> | undefined;
  private readonly embedder: Embedder = localEmbedder();

  constructor(
    private readonly guidance: GuidanceRepository,
    private readonly vectors: TopicVectorsRepository,
  ) {}

  /**
   * Starts embedding the message's clauses now, beside the safety triage's embedding of the
   * whole message (the encoder has two threads); `understand` then finds them made or being made.
   * A failure here is not lost: `understand` embeds them again and meets it.
   */
  prepare(message: string): void {
    const [, ...clauses] = textsOf(message);
    if (clauses.length > 0) this.embedder.embed(clauses).catch(() => undefined);
  }

  /** The stored vectors changed: the next message reads them again. */
  forget(): void {
    this.index = undefined;
  }

  async understand(
    message: string,
    conditions: readonly string[] = [],
    model: RankerModel = rankerModel(),
  ): Promise<Understanding> {
    const { language, scored } = await this.scores(message, conditions, model);
    // Only a message that says little ("help", "what do I do") is asked back when no topic is
    // likely enough; one that says more gets its best topic, however unsure the ranker is.
    return understand(language, scored, saysLittle(message) ? model : { ...model, answers: 0 });
  }

  /** The message's language, and each topic's score for it whole and for each of its clauses. */
  async scores(
    message: string,
    conditions: readonly string[] = [],
    model: Pick<RankerModel, 'weights' | 'bias'> = rankerModel(),
  ): Promise<{ language: Language; scored: Scored }> {
    const language = detectLanguage(message);
    const texts = textsOf(message);
    const [whole, ...perClause] = (await this.features(texts, language, conditions)).map(
      ({ slugs, rows }) => {
        const scored = topicScores(rows, model);
        return new Map(slugs.map((slug, j) => [slug, scored[j] ?? 0]));
      },
    );
    return { language, scored: { whole: whole ?? new Map(), clauses: perClause } };
  }

  /** Every topic's signals for each text (in one language). */
  async features(
    texts: readonly string[],
    language: Language,
    conditions: readonly string[] = [],
  ): Promise<TextFeatures[]> {
    const [index, vectors, ...words] = await Promise.all([
      this.topicIndex(),
      this.embedder.embed(texts),
      ...texts.map((text) => this.guidance.textRanks(text, language)),
    ]);
    const ofCondition = conditionTopics(GuidanceLibrary, conditions);
    const classifier = topicClassifier();
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

  private topicIndex(): Promise<TopicIndex> {
    this.index ??= this.vectors.all(this.embedder.id).then((rows) => new TopicIndex(rows));
    this.index.catch(() => (this.index = undefined));
    return this.index;
  }
}

/** What a message is read as: itself, then its clauses when it has more than one. */
function textsOf(message: string): string[] {
  const clauses = clausesOf(message);
  return clauses.length > 1 ? [message, ...clauses] : [message];
}
