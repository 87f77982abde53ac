import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import { Queues } from '@tend/contracts';
import { CrawlRunJob, CrawlScheduledJob } from '../jobs/crawl.jobs';
import {
  bullPrefix,
  CONFIG,
  LOGGER,
  PlatformMetrics,
  redisOptions,
  withCorrelation,
  type Logger,
} from '@tend/platform';
import type { DiscoveryConfig } from '../discovery.env';
import { CrawlQueue } from '../jobs/crawl-queue';
import { JobEndings } from '../jobs/job-endings';
import { JobsRepository } from '../jobs/jobs.repository';
import { SourcesRepository } from '../sources/sources.repository';
import { CrawlJobRunner, SHUTDOWN } from './crawl-job.runner';
import { ScheduledCrawls } from './scheduled-crawls';

/**
 * The `crawl` queue's worker, built by hand so its lock settings come from configuration: a
 * worker that dies mid-crawl stops renewing its lock, and after DISCOVERY_JOB_LOCK_SECONDS
 * another worker takes the job up again. A sweeper wakes job rows whose wake-up was lost.
 */
@Injectable()
export class CrawlWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: Worker;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(CONFIG) private readonly config: DiscoveryConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: PlatformMetrics,
    private readonly runner: CrawlJobRunner,
    private readonly scheduled: ScheduledCrawls,
    private readonly queue: CrawlQueue,
    private readonly jobs: JobsRepository,
    private readonly sources: SourcesRepository,
    private readonly endings: JobEndings,
  ) {}

  async onApplicationBootstrap() {
    const lockMs = this.config.DISCOVERY_JOB_LOCK_SECONDS * 1000;
    this.worker = new Worker(Queues.crawl, (job) => this.process(job), {
      connection: { ...redisOptions(this.config.REDIS_URL), maxRetriesPerRequest: null },
      prefix: bullPrefix(this.config.TEND_NAMESPACE),
      concurrency: this.config.DISCOVERY_WORKER_CONCURRENCY,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      maxStalledCount: 3,
    });
    this.worker.on('error', (error) =>
      this.logger.warn({ err: error.message }, 'crawl worker: queue error'),
    );
    this.worker.on('failed', (job, error) => void this.failed(job, error));
    await this.queue
      .reconcile(await this.sources.approved())
      .catch((error: Error) =>
        this.logger.warn({ err: error.message }, 'crawl schedules not reconciled'),
      );
    this.sweeper = setInterval(() => void this.sweep(), Math.min(30_000, lockMs));
  }

  async onApplicationShutdown() {
    clearInterval(this.sweeper);
    this.runner.abortAll(SHUTDOWN);
    await this.worker?.close();
  }

  private async process(job: Job): Promise<void> {
    if (job.name === CrawlRunJob.name) {
      const { jobId, correlationId } = CrawlRunJob.schema.parse(job.data);
      return withCorrelation(correlationId, () => this.runner.run(jobId));
    }
    if (job.name === CrawlScheduledJob.name) {
      const { sourceId } = CrawlScheduledJob.schema.parse(job.data);
      const jobId = await this.scheduled.record(sourceId, job.id ?? `${sourceId}-${job.timestamp}`);
      if (jobId) await this.runner.run(jobId);
      return;
    }
    throw new Error(`the crawl queue has no handler for ${job.name}`);
  }

  /** A wake-up that failed for good ends its job as failed (unless the worker was only stopping). */
  private async failed(job: Job | undefined, error: Error): Promise<void> {
    this.metrics.jobsFailed.inc({ queue: Queues.crawl });
    if (!job || job.name !== CrawlRunJob.name || error.message === SHUTDOWN) return;
    if (job.attemptsMade < (job.opts.attempts ?? 1)) return;
    const { jobId } = CrawlRunJob.schema.parse(job.data);
    const row = await this.jobs.find(jobId);
    const source = row && (await this.sources.find(row.sourceId));
    await this.endings
      .endOutside(jobId, source?.name ?? '', { status: 'failed', error: error.message })
      .catch((e: Error) =>
        this.logger.warn({ err: e.message, jobId }, 'failed crawl not recorded'),
      );
  }

  private async sweep(): Promise<void> {
    try {
      for (const job of await this.jobs.waiting(this.config.DISCOVERY_JOB_LOCK_SECONDS * 2))
        await this.queue.wake(job.id);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'crawl sweep failed; will try again');
    }
  }
}
