import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '@tend/platform';
import { topicVectors } from '../database/schema';
import type { Embedder } from '../embedding/embedder';
import type { GuidanceTopic, Language } from '../guidance/guidance-topic';
import type { ShippedVectors } from './shipped-vectors';
import { learnedExamples } from './learned-examples';
import { libraryTexts, type TopicText } from './topic-texts';

/** A stored vector of one topic text. */
export interface StoredTopicVector {
  slug: string;
  position: number;
  language: Language;
  vector: Float32Array;
}

const EmbedBatch = 64;
/** Rows per insert: a fresh database takes the whole library in a few statements, not a hundred. */
const InsertBatch = 1000;
const toBytes = (vector: ArrayLike<number>) => Buffer.from(Float32Array.from(vector).buffer);
const fromBytes = (bytes: Buffer) =>
  new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));

/** The topics' sentence vectors in PostgreSQL, beside the topics they belong to. */
@Injectable()
export class TopicVectorsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Brings one encoder's stored vectors in step with the library: a text whose words changed gets
   * a new vector (from the shipped file when it has it, else embedded now); vectors of texts no
   * longer there are removed. Returns how many were written.
   */
  async refresh(
    library: readonly GuidanceTopic[],
    embedder: Embedder,
    shipped?: ShippedVectors,
  ): Promise<number> {
    const stored = await this.db
      .select({
        slug: topicVectors.slug,
        position: topicVectors.position,
        textHash: topicVectors.textHash,
      })
      .from(topicVectors)
      .where(eq(topicVectors.embedder, embedder.id));
    const current = new Map(stored.map((row) => [`${row.slug}/${row.position}`, row]));
    const texts = libraryTexts(library, learnedExamples());
    const stale = texts.filter(
      (text) => current.get(`${text.slug}/${text.position}`)?.textHash !== text.hash,
    );
    const vectors = await this.vectorsOf(stale, embedder, shipped);
    const wanted = new Set(texts.map((text) => `${text.slug}/${text.position}`));
    const gone = stored.filter((row) => !wanted.has(`${row.slug}/${row.position}`));
    await this.db.transaction(async (tx) => {
      for (const row of gone)
        await tx
          .delete(topicVectors)
          .where(
            and(
              eq(topicVectors.slug, row.slug),
              eq(topicVectors.position, row.position),
              eq(topicVectors.embedder, embedder.id),
            ),
          );
      for (let i = 0; i < stale.length; i += InsertBatch) {
        const rows = stale.slice(i, i + InsertBatch).map((text, j) => ({
          slug: text.slug,
          position: text.position,
          language: text.language,
          textHash: text.hash,
          embedder: embedder.id,
          vector: toBytes(vectors[i + j]),
        }));
        await tx
          .insert(topicVectors)
          .values(rows)
          .onConflictDoUpdate({
            target: [topicVectors.slug, topicVectors.position, topicVectors.embedder],
            set: {
              language: sql`excluded.language`,
              textHash: sql`excluded.text_hash`,
              vector: sql`excluded.vector`,
            },
          });
      }
    });
    return stale.length;
  }

  async all(embedderId: string): Promise<StoredTopicVector[]> {
    const rows = await this.db
      .select({
        slug: topicVectors.slug,
        position: topicVectors.position,
        language: topicVectors.language,
        vector: topicVectors.vector,
      })
      .from(topicVectors)
      .where(eq(topicVectors.embedder, embedderId));
    return rows.map((row) => ({ ...row, vector: fromBytes(row.vector) }));
  }

  private async vectorsOf(
    texts: readonly TopicText[],
    embedder: Embedder,
    shipped: ShippedVectors | undefined,
  ): Promise<ArrayLike<number>[]> {
    const fromFile = (text: TopicText) =>
      shipped?.embedder === embedder.id ? shipped.byHash.get(text.hash) : undefined;
    const missing = texts.filter((text) => !fromFile(text));
    const embedded = new Map<string, number[]>();
    for (let i = 0; i < missing.length; i += EmbedBatch) {
      const batch = missing.slice(i, i + EmbedBatch);
      const vectors = await embedder.embed(batch.map((text) => text.text));
      batch.forEach((text, j) => embedded.set(text.hash, vectors[j] ?? []));
    }
    return texts.map((text) => fromFile(text) ?? embedded.get(text.hash) ?? []);
  }
}
