import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Queues, SendEmailJob } from '@tend/contracts';
import { enqueueJob, type DbExecutor } from '@tend/platform';
import { EmailDeliveriesRepository, type NewEmailDelivery } from './email-deliveries.repository';

/** BullMQ ids may not contain ':'; dedupe keys are made of event ids and names. */
export function emailJobId(dedupeKey: string): string {
  return `email-${dedupeKey.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
}

/**
 * Asks for an e-mail inside the caller's transaction: the delivery row is the promise that it
 * will be sent once; the job wakes a worker now (if the transaction rolls back, the worker finds
 * no row and the job expires harmlessly; if Redis loses the job, the sweeper makes it again).
 */
@Injectable()
export class EmailRequests {
  constructor(
    private readonly deliveries: EmailDeliveriesRepository,
    @InjectQueue(Queues.email) private readonly queue: Queue,
  ) {}

  async request(tx: DbExecutor, delivery: NewEmailDelivery): Promise<void> {
    const isNew = await this.deliveries.queue(tx, delivery);
    if (isNew) await this.wake(delivery.dedupeKey);
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
