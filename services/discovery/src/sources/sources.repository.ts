import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ApprovalStatus, ContentSource, SourceAuditEntry } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { documents, sourceAudit, sources } from '../database/schema';
import { afterPosition, likePattern, newestFirst } from '../paging/page-sql';
import type { PagePosition } from '../paging/page-cursor';

export type SourceRow = typeof sources.$inferSelect;
export type NewSource = Omit<typeof sources.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AuditInput = Omit<typeof sourceAudit.$inferInsert, 'id' | 'at'>;

export function toContentSource(row: SourceRow, documentCount = 0): ContentSource {
  return {
    id: row.id,
    name: row.name,
    baseUrl: row.baseUrl,
    category: row.category,
    crawlDepth: row.crawlDepth,
    crawlFrequency: row.crawlFrequency,
    allowedPatterns: row.allowedPatterns,
    blockedPatterns: row.blockedPatterns,
    robotsTxtCompliant: row.robotsTxtCompliant,
    tosReviewed: row.tosReviewed,
    legalReviewNotes: row.legalReviewNotes,
    approvalStatus: row.approvalStatus,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    documentCount,
  };
}

function toAuditEntry(row: typeof sourceAudit.$inferSelect): SourceAuditEntry {
  return { ...row, changes: row.changes ?? null, at: row.at.toISOString() };
}

/** Content sources and their audit log. Sources are shared admin data, not any one user's. */
@Injectable()
export class SourcesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(): Promise<ContentSource[]> {
    const rows = await this.withDocumentCount().orderBy(desc(sources.createdAt));
    return rows.map((r) => toContentSource(r.source, r.documentCount));
  }

  /**
   * Up to `take` sources, newest first, after `position`: `q` matches the name or the base URL
   * (case ignored, taken literally), `status` the approval status.
   */
  async page(
    filter: { q?: string; status?: ApprovalStatus; position?: PagePosition },
    take: number,
  ): Promise<{ source: SourceRow; documentCount: number }[]> {
    const where: SQL[] = [];
    if (filter.q) {
      const pattern = likePattern(filter.q);
      const match = or(ilike(sources.name, pattern), ilike(sources.baseUrl, pattern));
      if (match) where.push(match);
    }
    if (filter.status) where.push(eq(sources.approvalStatus, filter.status));
    if (filter.position) where.push(afterPosition(sources.createdAt, sources.id, filter.position));
    return this.withDocumentCount()
      .where(and(...where))
      .orderBy(...newestFirst(sources.createdAt, sources.id))
      .limit(take);
  }

  private withDocumentCount() {
    return this.db
      .select({
        source: sources,
        // Qualified by hand: in a one-table select drizzle writes `${sources.id}` as a bare "id",
        // which inside this subquery would mean the document's own id (and count nothing).
        documentCount: sql<number>`(select count(*)::int from ${documents} d where d.source_id = ${sources}.id and d.removed_at is null)`,
      })
      .from(sources)
      .$dynamic();
  }

  async find(sourceId: string, executor: DbExecutor = this.db): Promise<SourceRow | undefined> {
    const [row] = await executor.select().from(sources).where(eq(sources.id, sourceId));
    return row;
  }

  /** The source locked for a transition (FOR UPDATE): two admins cannot both move it. */
  async lock(tx: DbExecutor, sourceId: string): Promise<SourceRow | undefined> {
    const [row] = await tx.select().from(sources).where(eq(sources.id, sourceId)).for('update');
    return row;
  }

  async insert(tx: DbExecutor, source: NewSource): Promise<SourceRow> {
    const [row] = await tx
      .insert(sources)
      .values({ id: randomUUID(), ...source })
      .returning();
    return row;
  }

  async update(tx: DbExecutor, sourceId: string, changes: Partial<NewSource>): Promise<SourceRow> {
    const [row] = await tx
      .update(sources)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(sources.id, sourceId))
      .returning();
    return row;
  }

  async approved(): Promise<SourceRow[]> {
    return this.db.select().from(sources).where(eq(sources.approvalStatus, 'approved'));
  }

  async addAudit(tx: DbExecutor, entry: AuditInput): Promise<void> {
    await tx.insert(sourceAudit).values({ id: randomUUID(), ...entry });
  }

  async audit(sourceId: string): Promise<SourceAuditEntry[]> {
    const rows = await this.db
      .select()
      .from(sourceAudit)
      .where(eq(sourceAudit.sourceId, sourceId))
      .orderBy(asc(sourceAudit.at), asc(sourceAudit.id));
    return rows.map(toAuditEntry);
  }

  /** Names the actor in their entries written while their address was not yet known. */
  async nameActor(tx: DbExecutor, actorId: string, email: string): Promise<void> {
    await tx
      .update(sourceAudit)
      .set({ actorEmail: email })
      .where(and(eq(sourceAudit.actorId, actorId), isNull(sourceAudit.actorEmail)));
  }

  /** Erasure: the audit keeps what happened but no longer who (the account is gone). */
  async forgetActor(tx: DbExecutor, actorId: string): Promise<void> {
    await tx
      .update(sourceAudit)
      .set({ actorId: null, actorEmail: null })
      .where(eq(sourceAudit.actorId, actorId));
  }

  async documentCount(sourceId: string, executor: DbExecutor = this.db): Promise<number> {
    const [row] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(and(eq(documents.sourceId, sourceId), isNull(documents.removedAt)));
    return row?.n ?? 0;
  }
}
