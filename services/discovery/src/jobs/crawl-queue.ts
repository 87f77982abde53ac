import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Queues, type CrawlFrequency } from '@tend/contracts';
import { CrawlRunJob, CrawlScheduledJob, crawlSchedulerId } from './crawl.jobs';
import { enqueueJob } from '@tend/platform';

const day = 24 * 3600 * 1000;
export const frequencyMs: Record<CrawlFrequency, number> = {
  daily: day,
  weekly: 7 * day,
  monthly: 30 * day,
};

/** The `crawl` queue: wake-ups for job rows, and one job scheduler per approved source. */
@Injectable()
export class CrawlQueue {
  constructor(@InjectQueue(Queues.crawl) private readonly queue: Queue) {}

  /** Wakes a worker for a job row (idempotent: the BullMQ job id is the row's id). */
  async wake(jobId: string): Promise<void> {
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state === 'failed' || state === 'completed') await existing.remove();
      else return;
    }
    await enqueueJob(
      this.queue,
      CrawlRunJob,
      { jobId },
      { jobId, attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
    );
  }

  /** Takes a waiting wake-up off the queue; a running one stops by itself when it sees the row. */
  async remove(jobId: string): Promise<void> {
    await this.queue.remove(jobId).catch(() => undefined);
  }

  async schedule(sourceId: string, frequency: CrawlFrequency): Promise<void> {
    await this.queue.upsertJobScheduler(
      crawlSchedulerId(sourceId),
      // The first scheduled run is one period after approval; a super admin can crawl now by hand.
      { every: frequencyMs[frequency], startDate: new Date(Date.now() + frequencyMs[frequency]) },
      { name: CrawlScheduledJob.name, data: CrawlScheduledJob.schema.parse({ sourceId }) },
    );
  }

  async unschedule(sourceId: string): Promise<void> {
    await this.queue.removeJobScheduler(crawlSchedulerId(sourceId));
  }

  /** Makes the schedulers exactly the approved sources' (Redis may have lost or kept stale ones). */
  async reconcile(approved: { id: string; crawlFrequency: CrawlFrequency }[]): Promise<void> {
    const wanted = new Map(approved.map((s) => [crawlSchedulerId(s.id), s]));
    const existing = new Map<string, number | undefined>();
    for (const scheduler of await this.queue.getJobSchedulers(0, -1)) {
      const key = scheduler.key ?? scheduler.id ?? '';
      if (!key.startsWith('crawl-source-')) continue;
      if (wanted.has(key)) existing.set(key, scheduler.every ? Number(scheduler.every) : undefined);
      else await this.queue.removeJobScheduler(key);
    }
    for (const [key, source] of wanted) {
      if (existing.get(key) !== frequencyMs[source.crawlFrequency])
        await this.schedule(source.id, source.crawlFrequency);
    }
  }

  async schedulerIds(): Promise<string[]> {
    return (await this.queue.getJobSchedulers(0, -1))
      .map((s) => s.key ?? s.id ?? '')
      .filter(Boolean);
  }
}
