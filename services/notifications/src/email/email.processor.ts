import { Inject, type OnModuleInit } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { Queues } from '@tend/contracts';
import { SendEmailJob } from '../jobs';
import { CONFIG, LOGGER, PlatformMetrics, withCorrelation, type Logger } from '@tend/platform';
import type { NotificationsConfig } from '../notifications.env';
import { EmailDispatcher } from './email-dispatcher';

/** The `email` queue's worker: one job, one delivery; BullMQ retries failures with backoff. */
// A job whose worker died returns to the queue within ~25 s (the lock is renewed while a job runs).
@Processor(Queues.email, { lockDuration: 15_000, stalledInterval: 10_000 })
export class EmailProcessor extends WorkerHost implements OnModuleInit {
  constructor(
    private readonly dispatcher: EmailDispatcher,
    private readonly metrics: PlatformMetrics,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
  }

  onModuleInit() {
    this.worker.concurrency = this.config.EMAIL_CONCURRENCY;
  }

  async process(job: Job): Promise<string> {
    if (job.name !== SendEmailJob.name)
      throw new Error(`the email queue has no handler for ${job.name}`);
    const { dedupeKey, correlationId } = SendEmailJob.schema.parse(job.data);
    return withCorrelation(correlationId, async () => {
      const outcome = await this.dispatcher.dispatch(dedupeKey);
      this.logger.debug({ job: job.name, jobId: job.id, outcome }, 'e-mail job done');
      return outcome;
    });
  }

  @OnWorkerEvent('completed')
  onCompleted() {
    this.metrics.jobsCompleted.inc({ queue: Queues.email });
  }

  @OnWorkerEvent('failed')
  onFailed() {
    this.metrics.jobsFailed.inc({ queue: Queues.email });
  }
}
