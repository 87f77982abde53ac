import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { documents, sources } from '../database/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type PageContent = Pick<
  DocumentRow,
  'url' | 'canonicalUrl' | 'title' | 'headings' | 'text' | 'language' | 'contentHash'
>;
export type SaveResult =
  { kind: 'published'; row: DocumentRow } | { kind: 'unchanged' | 'duplicate' };

export interface SearchHit {
  id: string;
  title: string;
  url: string;
  excerpt: string;
  sourceName: string;
  category: string;
  language: string;
  publishedAt: Date;
}

/** Documents read from approved sources: one per canonical URL of a source. */
@Injectable()
export class DocumentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Stores a page. New, changed or returning content is `published`; the same content as stored
   * is `unchanged`; content another page of the source already holds is a `duplicate`.
   */
  async save(
    tx: DbExecutor,
    sourceId: string,
    jobId: string,
    page: PageContent,
    now: Date,
  ): Promise<SaveResult> {
    const [twin] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.sourceId, sourceId),
          eq(documents.contentHash, page.contentHash),
          ne(documents.canonicalUrl, page.canonicalUrl),
          isNull(documents.removedAt),
        ),
      )
      .limit(1);
    if (twin) return { kind: 'duplicate' };
    const [inserted] = await tx
      .insert(documents)
      .values({
        id: randomUUID(),
        sourceId,
        ...page,
        publishedAt: now,
        lastSeenAt: now,
        lastJobId: jobId,
      })
      .onConflictDoNothing({ target: [documents.sourceId, documents.canonicalUrl] })
      .returning();
    if (inserted) return { kind: 'published', row: inserted };
    const [current] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.sourceId, sourceId), eq(documents.canonicalUrl, page.canonicalUrl)))
      .for('update');
    if (!current) throw new Error('document vanished while saving');
    if (current.contentHash === page.contentHash && current.removedAt === null) {
      await tx
        .update(documents)
        .set({ lastSeenAt: now, lastJobId: jobId, url: page.url })
        .where(eq(documents.id, current.id));
      return { kind: 'unchanged' };
    }
    const [row] = await tx
      .update(documents)
      .set({ ...page, publishedAt: now, lastSeenAt: now, lastJobId: jobId, removedAt: null })
      .where(eq(documents.id, current.id))
      .returning();
    return { kind: 'published', row: row };
  }

  /** Marks the live documents at this URL removed and returns them. */
  async removeAt(tx: DbExecutor, sourceId: string, url: string, now: Date): Promise<DocumentRow[]> {
    return tx
      .update(documents)
      .set({ removedAt: now })
      .where(
        and(
          eq(documents.sourceId, sourceId),
          or(eq(documents.url, url), eq(documents.canonicalUrl, url)),
          isNull(documents.removedAt),
        ),
      )
      .returning();
  }

  async removeAllOf(tx: DbExecutor, sourceId: string, now: Date): Promise<DocumentRow[]> {
    return tx
      .update(documents)
      .set({ removedAt: now })
      .where(and(eq(documents.sourceId, sourceId), isNull(documents.removedAt)))
      .returning();
  }

  async live(sourceId: string): Promise<DocumentRow[]> {
    return this.db
      .select()
      .from(documents)
      .where(and(eq(documents.sourceId, sourceId), isNull(documents.removedAt)));
  }

  /** Live documents of approved sources, best match first (PostgreSQL full-text search). */
  async search(
    q: string | undefined,
    category: string | undefined,
    limit: number,
  ): Promise<SearchHit[]> {
    const query = q ? sql`websearch_to_tsquery('english', ${q})` : undefined;
    const rows = await this.db
      .select({
        id: documents.id,
        title: documents.title,
        url: documents.canonicalUrl,
        excerpt: query
          ? sql<string>`ts_headline('english', ${documents.text}, ${query}, 'MaxWords=40, MinWords=15, StartSel="", StopSel=""')`
          : sql<string>`left(${documents.text}, 280)`,
        sourceName: sources.name,
        category: sources.category,
        language: documents.language,
        publishedAt: documents.publishedAt,
      })
      .from(documents)
      .innerJoin(sources, eq(sources.id, documents.sourceId))
      .where(
        and(
          eq(sources.approvalStatus, 'approved'),
          isNull(documents.removedAt),
          category ? sql`lower(${sources.category}) = lower(${category})` : undefined,
          query ? sql`${documents.search} @@ ${query}` : undefined,
        ),
      )
      .orderBy(
        query ? sql`ts_rank(${documents.search}, ${query}) desc` : sql`${documents.title} asc`,
      )
      .limit(limit);
    return rows;
  }
}
