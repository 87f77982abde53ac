import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Queues } from '@tend/contracts';
import { SendEmailJob } from '../jobs';
import { LOGGER, afterCommit, enqueueJob, type DbExecutor, type Logger } from '@tend/platform';
import { EmailDeliveriesRepository, type NewEmailDelivery } from './email-deliveries.repository';

/** BullMQ ids may not contain ':'; dedupe keys are made of event ids and names. */
export function emailJobId(dedupeKey: string): string {
  return `email-${dedupeKey.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
}

/**
 * Asks for an e-mail inside the caller's transaction: the delivery row is the promise that it
 * will be sent once. The job wakes a worker once that transaction has committed, so the worker
 * never looks for a row it cannot see yet (nor for one rolled back); if Redis cannot take the job
 * then, or loses it later, the sweeper makes it again.
 */
@Injectable()
export class EmailRequests {
  constructor(
    private readonly deliveries: EmailDeliveriesRepository,
    @InjectQueue(Queues.email) private readonly queue: Queue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async request(tx: DbExecutor, delivery: NewEmailDelivery): Promise<void> {
    const isNew = await this.deliveries.queue(tx, delivery);
    if (!isNew) return;
    afterCommit(() => {
      this.wake(delivery.dedupeKey).catch((error: Error) =>
        this.logger.warn({ err: error.message }, 'e-mail job not queued; the sweeper will'),
      );
    });
  }

  /** Enqueues the job for a delivery, or retries it when a job for it already failed for good. */
  async wake(dedupeKey: string): Promise<void> {
    const existing = await this.queue.getJob(emailJobId(dedupeKey));
    if (existing && (await existing.isFailed())) {
      await existing.retry('failed');
      return;
    }
    await enqueueJob(this.queue, SendEmailJob, { dedupeKey }, { jobId: emailJobId(dedupeKey) });
  }
}
