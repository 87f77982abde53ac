import { Inject, Injectable } from '@nestjs/common';
import { CrawlFinished } from '@tend/contracts';
import { DATABASE, Outbox, type Database, type DbExecutor } from '@tend/platform';
import type { JobCounts } from '../database/schema';
import { JobsRepository, type JobRow } from './jobs.repository';

export interface JobEnd {
  status: 'completed' | 'failed' | 'cancelled';
  error: string | null;
  counts?: JobCounts;
  errors?: JobRow['errors'];
}

/** Ends a job exactly once and raises `discovery.crawl.finished` in the same transaction. */
@Injectable()
export class JobEndings {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly jobs: JobsRepository,
    private readonly outbox: Outbox,
  ) {}

  async endOutside(jobId: string, sourceName: string, end: JobEnd): Promise<JobRow | undefined> {
    return this.db.transaction((tx) => this.end(tx, jobId, sourceName, end));
  }

  async end(
    tx: DbExecutor,
    jobId: string,
    sourceName: string,
    end: JobEnd,
  ): Promise<JobRow | undefined> {
    const row = await this.jobs.finish(tx, jobId, end);
    if (!row) return undefined;
    const c = row.counts;
    await this.outbox.add(tx, CrawlFinished, {
      jobId: row.id,
      sourceId: row.sourceId,
      sourceName,
      status: end.status,
      counts: {
        urlsDiscovered: c.urlsDiscovered,
        urlsProcessed: c.urlsProcessed,
        urlsSucceeded: c.urlsSucceeded,
        documentsPublished: c.documentsPublished,
        documentsRemoved: c.documentsRemoved,
      },
      error: end.error?.slice(0, 1000) ?? null,
      finishedAt: (row.finishedAt ?? new Date()).toISOString(),
    });
    return row;
  }
}
