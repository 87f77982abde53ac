import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { documents, sources } from '../database/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type PageContent = Pick<
  DocumentRow,
  'url' | 'canonicalUrl' | 'title' | 'headings' | 'text' | 'language' | 'contentHash'
>;
/** What a `discovery.document.published` event says of a document. */
export type PublishedDocument = PageContent & Pick<DocumentRow, 'id' | 'sourceId' | 'publishedAt'>;
export type SaveResult =
  { kind: 'published'; row: PublishedDocument } | { kind: 'unchanged' | 'duplicate' };

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
   * Stores a group of pages in a few statements, answering one result per page in order. New,
   * changed or returning content is `published`; the same content as stored is `unchanged`;
   * content another page of the source already holds (or an earlier page of the group) is a
   * `duplicate`.
   */
  async saveMany(
    tx: DbExecutor,
    sourceId: string,
    jobId: string,
    pages: PageContent[],
    now: Date,
  ): Promise<SaveResult[]> {
    const results: (SaveResult | undefined)[] = pages.map(() => undefined);
    const twins = await this.liveTwins(tx, sourceId, pages);
    const claimedHashes = new Set<string>();
    const claimedUrls = new Set<string>();
    const candidates: { index: number; page: PageContent; id: string }[] = [];
    pages.forEach((page, index) => {
      const twinUrls = twins.get(page.contentHash) ?? [];
      const twinElsewhere = twinUrls.some((url) => url !== page.canonicalUrl);
      if (
        twinElsewhere ||
        claimedHashes.has(page.contentHash) ||
        claimedUrls.has(page.canonicalUrl)
      )
        results[index] = { kind: 'duplicate' };
      else candidates.push({ index, page, id: randomUUID() });
      claimedHashes.add(page.contentHash);
      claimedUrls.add(page.canonicalUrl);
    });
    if (candidates.length === 0) return results as SaveResult[];

    const inserted = await tx
      .insert(documents)
      .values(
        candidates.map(({ page, id }) => ({
          id,
          sourceId,
          ...page,
          publishedAt: now,
          lastSeenAt: now,
          lastJobId: jobId,
        })),
      )
      .onConflictDoNothing({ target: [documents.sourceId, documents.canonicalUrl] })
      .returning({ id: documents.id });
    const insertedIds = new Set(inserted.map((row) => row.id));
    const existing: typeof candidates = [];
    for (const candidate of candidates) {
      if (insertedIds.has(candidate.id))
        results[candidate.index] = {
          kind: 'published',
          row: { ...candidate.page, id: candidate.id, sourceId, publishedAt: now },
        };
      else existing.push(candidate);
    }
    for (const [index, result] of await this.refresh(tx, sourceId, jobId, existing, now))
      results[index] = result;
    return results as SaveResult[];
  }

  /** Live documents of the source holding any of these pages' content: hash → canonical URLs. */
  private async liveTwins(
    tx: DbExecutor,
    sourceId: string,
    pages: PageContent[],
  ): Promise<Map<string, string[]>> {
    const rows = await tx
      .select({ hash: documents.contentHash, canonicalUrl: documents.canonicalUrl })
      .from(documents)
      .where(
        and(
          eq(documents.sourceId, sourceId),
          inArray(
            documents.contentHash,
            pages.map((page) => page.contentHash),
          ),
          isNull(documents.removedAt),
        ),
      );
    const twins = new Map<string, string[]>();
    for (const row of rows) twins.set(row.hash, [...(twins.get(row.hash) ?? []), row.canonicalUrl]);
    return twins;
  }

  /** Pages already stored at their canonical URL: seen again, or changed / returning content. */
  private async refresh(
    tx: DbExecutor,
    sourceId: string,
    jobId: string,
    pages: { index: number; page: PageContent }[],
    now: Date,
  ): Promise<Map<number, SaveResult>> {
    const results = new Map<number, SaveResult>();
    if (pages.length === 0) return results;
    const stored = await tx
      .select({
        id: documents.id,
        url: documents.url,
        canonicalUrl: documents.canonicalUrl,
        contentHash: documents.contentHash,
        removedAt: documents.removedAt,
      })
      .from(documents)
      .where(
        and(
          eq(documents.sourceId, sourceId),
          inArray(
            documents.canonicalUrl,
            pages.map(({ page }) => page.canonicalUrl),
          ),
        ),
      )
      .for('update');
    const byCanonical = new Map(stored.map((row) => [row.canonicalUrl, row]));
    const seenAgain: string[] = [];
    for (const { index, page } of pages) {
      const current = byCanonical.get(page.canonicalUrl);
      if (!current) throw new Error('document vanished while saving');
      if (current.contentHash === page.contentHash && current.removedAt === null) {
        seenAgain.push(current.id);
        if (current.url !== page.url)
          await tx.update(documents).set({ url: page.url }).where(eq(documents.id, current.id));
        results.set(index, { kind: 'unchanged' });
        continue;
      }
      await tx
        .update(documents)
        .set({ ...page, publishedAt: now, lastSeenAt: now, lastJobId: jobId, removedAt: null })
        .where(eq(documents.id, current.id));
      results.set(index, {
        kind: 'published',
        row: { ...page, id: current.id, sourceId, publishedAt: now },
      });
    }
    if (seenAgain.length > 0)
      await tx
        .update(documents)
        .set({ lastSeenAt: now, lastJobId: jobId })
        .where(inArray(documents.id, seenAgain));
    return results;
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
