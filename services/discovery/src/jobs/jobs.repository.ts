import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { noSkips, successRate, type DiscoveryJob, type JobStatus } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { jobs, sources, type JobCounts } from '../database/schema';
import type { PagePosition } from '../paging/page-cursor';
import { afterPosition, newestFirst } from '../paging/page-sql';

export type JobRow = typeof jobs.$inferSelect;
const active: JobStatus[] = ['queued', 'running'];

export function emptyCounts(): JobCounts {
  return {
    urlsDiscovered: 0,
    urlsProcessed: 0,
    urlsSucceeded: 0,
    progressPercent: 0,
    documentsPublished: 0,
    documentsRemoved: 0,
    skipped: noSkips(),
  };
}

export function toDiscoveryJob(row: JobRow, sourceName: string): DiscoveryJob {
  const c = row.counts;
  return {
    id: row.id,
    sourceId: row.sourceId,
    sourceName,
    status: row.status,
    trigger: row.trigger,
    urlsDiscovered: c.urlsDiscovered,
    urlsProcessed: c.urlsProcessed,
    urlsSucceeded: c.urlsSucceeded,
    progressPercent: c.progressPercent,
    successRate: successRate(c.urlsSucceeded, c.urlsProcessed),
    skipped: c.skipped,
    documentsPublished: c.documentsPublished,
    documentsRemoved: c.documentsRemoved,
    errors: row.errors,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Discovery jobs: the row is the truth about a crawl; the BullMQ job only wakes a worker. */
@Injectable()
export class JobsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A queued job, or undefined when the source already has one queued or running. */
  async insert(
    tx: DbExecutor,
    job: {
      sourceId: string;
      trigger: 'manual' | 'scheduled';
      requestedBy: string | null;
      triggerKey?: string;
    },
  ): Promise<JobRow | undefined> {
    const [row] = await tx
      .insert(jobs)
      .values({ id: randomUUID(), status: 'queued', counts: emptyCounts(), ...job })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async find(jobId: string, executor: DbExecutor = this.db): Promise<JobRow | undefined> {
    const [row] = await executor.select().from(jobs).where(eq(jobs.id, jobId));
    return row;
  }

  async findByTrigger(triggerKey: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.triggerKey, triggerKey));
    return row;
  }

  async list(filter: {
    sourceId?: string;
    status?: JobStatus;
    limit: number;
  }): Promise<DiscoveryJob[]> {
    const rows = await this.page(filter, filter.limit);
    return rows.map((r) => toDiscoveryJob(r.job, r.sourceName));
  }

  /** Up to `take` jobs, newest first, after `position`, of one source and/or status. */
  async page(
    filter: { sourceId?: string; status?: JobStatus; position?: PagePosition },
    take: number,
  ): Promise<{ job: JobRow; sourceName: string }[]> {
    const where: SQL[] = [];
    if (filter.sourceId) where.push(eq(jobs.sourceId, filter.sourceId));
    if (filter.status) where.push(eq(jobs.status, filter.status));
    if (filter.position) where.push(afterPosition(jobs.createdAt, jobs.id, filter.position));
    return this.db
      .select({ job: jobs, sourceName: sources.name })
      .from(jobs)
      .innerJoin(sources, eq(sources.id, jobs.sourceId))
      .where(and(...where))
      .orderBy(...newestFirst(jobs.createdAt, jobs.id))
      .limit(take);
  }

  /** Starts (or, after a lost worker, restarts) a run: counts begin again from zero. */
  async markRunning(jobId: string): Promise<JobRow | undefined> {
    const [row] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        attempts: sql`${jobs.attempts} + 1`,
        counts: emptyCounts(),
        errors: [],
        error: null,
        heartbeatAt: new Date(),
      })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, active)))
      .returning();
    return row;
  }

  /** Writes live progress; false when the job is no longer running (cancelled, stopped). */
  async progress(jobId: string, counts: JobCounts, errors: JobRow['errors']): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ counts, errors, heartbeatAt: new Date() })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Ends a job that is still queued or running; undefined when something else ended it first. */
  async finish(
    tx: DbExecutor,
    jobId: string,
    end: {
      status: 'completed' | 'failed' | 'cancelled';
      error: string | null;
      counts?: JobCounts;
      errors?: JobRow['errors'];
    },
  ): Promise<JobRow | undefined> {
    const [row] = await tx
      .update(jobs)
      .set({ ...end, finishedAt: new Date() })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, active)))
      .returning();
    return row;
  }

  /** The figures a job reached, whatever its status (a cancelled job keeps how far it got). */
  async saveCounts(jobId: string, counts: JobCounts, errors: JobRow['errors']): Promise<void> {
    await this.db.update(jobs).set({ counts, errors }).where(eq(jobs.id, jobId));
  }

  async activeFor(tx: DbExecutor, sourceId: string): Promise<JobRow[]> {
    return tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.sourceId, sourceId), inArray(jobs.status, active)))
      .for('update');
  }

  /** Queued longer than `seconds` (their wake-up may be lost) or running with no heartbeat that long. */
  async waiting(seconds: number): Promise<JobRow[]> {
    const before = new Date(Date.now() - seconds * 1000);
    return this.db
      .select()
      .from(jobs)
      .where(
        sql`(${jobs.status} = 'queued' and ${jobs.createdAt} < ${before}) or (${jobs.status} = 'running' and ${jobs.heartbeatAt} < ${before})`,
      )
      .limit(100);
  }

  async forgetRequester(tx: DbExecutor, userId: string): Promise<void> {
    await tx.update(jobs).set({ requestedBy: null }).where(eq(jobs.requestedBy, userId));
  }
}
