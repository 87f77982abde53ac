import { Inject, Injectable } from '@nestjs/common';
import { crawlRefusal, isJobActive } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { CrawlQueue } from '../jobs/crawl-queue';
import { JobsRepository } from '../jobs/jobs.repository';
import { SourcesRepository } from '../sources/sources.repository';

/** A source's schedule fired: records the scheduled job once per firing (retries find the same row). */
@Injectable()
export class ScheduledCrawls {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly jobs: JobsRepository,
    private readonly sources: SourcesRepository,
    private readonly queue: CrawlQueue,
  ) {}

  /** The job to run for this firing, or undefined (source no longer crawlable, or already crawling). */
  async record(sourceId: string, triggerKey: string): Promise<string | undefined> {
    const existing = await this.jobs.findByTrigger(triggerKey);
    if (existing) return isJobActive(existing.status) ? existing.id : undefined;
    const outcome = await this.db.transaction(async (tx) => {
      const source = await this.sources.lock(tx, sourceId);
      if (!source || source.approvalStatus !== 'approved') return 'unschedule' as const;
      if (crawlRefusal(source)) return undefined;
      const job = await this.jobs.insert(tx, {
        sourceId,
        trigger: 'scheduled',
        requestedBy: null,
        triggerKey,
      });
      return job?.id;
    });
    if (outcome === 'unschedule') {
      await this.queue.unschedule(sourceId);
      return undefined;
    }
    return outcome;
  }
}
