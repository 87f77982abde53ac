import { Inject, Injectable } from '@nestjs/common';
import { CrawlRefusals, crawlRefusal, type DiscoveryJob } from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { SourcesRepository } from '../sources/sources.repository';
import { CrawlQueue } from './crawl-queue';
import { JobEndings } from './job-endings';
import { JobsRepository, toDiscoveryJob } from './jobs.repository';

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
        error: 'Canceled by a super administrator',
      });
      if (!row) throw DomainError.conflict(`This job has already ended (${job.status}).`);
      return { row, sourceName };
    });
    await this.queue.remove(jobId);
    return toDiscoveryJob(row, sourceName);
  }
}
