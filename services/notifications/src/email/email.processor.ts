import { Inject, type OnModuleInit } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { Queues, SendEmailJob } from '@tend/contracts';
import { CONFIG, PlatformMetrics, withCorrelation } from '@tend/platform';
import type { NotificationsConfig } from '../notifications.env';
import { EmailDispatcher } from './email-dispatcher';

/** The `email` queue's worker: one job, one delivery; BullMQ retries failures with backoff. */
@Processor(Queues.email)
export class EmailProcessor extends WorkerHost implements OnModuleInit {
  constructor(
    private readonly dispatcher: EmailDispatcher,
    private readonly metrics: PlatformMetrics,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
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
    return withCorrelation(correlationId, () => this.dispatcher.dispatch(dedupeKey));
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
