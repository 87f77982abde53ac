import { Inject, Injectable } from '@nestjs/common';
import type { DiscoveryJob } from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { SourcesRepository, type SourceRow } from '../sources/sources.repository';
import { CrawlQueue } from './crawl-queue';
import { JobEndings } from './job-endings';
import { JobsRepository, toDiscoveryJob } from './jobs.repository';

export const CrawlRefusals = {
  notFound: 'We could not find that content source.',
  notApproved: 'Only approved sources can be crawled.',
  stopped: 'This source is under an emergency stop: no crawls are started.',
  notCompliant: 'This source is not marked robots.txt compliant, so it is not crawled.',
  busy: 'A crawl of this source is already queued or running.',
};

/** Why a source may not be crawled now, or undefined when it may. */
export function crawlRefusal(source: SourceRow): string | undefined {
  if (source.approvalStatus === 'emergency_stop') return CrawlRefusals.stopped;
  if (source.approvalStatus !== 'approved') return CrawlRefusals.notApproved;
  if (!source.robotsTxtCompliant) return CrawlRefusals.notCompliant;
  return undefined;
}

@Injectable()
export class JobsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly jobs: JobsRepository,
    private readonly sources: SourcesRepository,
    private readonly endings: JobEndings,
    private readonly queue: CrawlQueue,
  ) {}

  /** A super administrator's "crawl now": a queued job row, then a worker woken for it. */
  async start(sourceId: string, actorId: string): Promise<DiscoveryJob> {
    const { job, source } = await this.db.transaction(async (tx) => {
      const source = await this.sources.lock(tx, sourceId);
      if (!source) throw DomainError.notFound(CrawlRefusals.notFound);
      const refusal = crawlRefusal(source);
      if (refusal) throw DomainError.conflict(refusal);
      const job = await this.jobs.insert(tx, { sourceId, trigger: 'manual', requestedBy: actorId });
      if (!job) throw DomainError.conflict(CrawlRefusals.busy);
      return { job, source };
    });
    await this.queue.wake(job.id);
    return toDiscoveryJob(job, source.name);
  }

  async cancel(jobId: string): Promise<DiscoveryJob> {
    const { row, sourceName } = await this.db.transaction(async (tx) => {
      const job = await this.jobs.find(jobId, tx);
      if (!job) throw DomainError.notFound('We could not find that discovery job.');
      const source = await this.sources.find(job.sourceId, tx);
      const sourceName = source?.name ?? '';
      const row = await this.endings.end(tx, jobId, sourceName, {
        status: 'cancelled',
        error: 'Cancelled by a super administrator',
      });
      if (!row) throw DomainError.conflict(`This job has already ended (${job.status}).`);
      return { row, sourceName };
    });
    await this.queue.remove(jobId);
    return toDiscoveryJob(row, sourceName);
  }
}
