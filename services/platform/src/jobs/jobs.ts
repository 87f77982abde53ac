import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import type { Queue, JobsOptions } from 'bullmq';
import type { JobContract, JobData, QueueName } from '@tend/contracts';
import { currentCorrelationId } from '../logging/correlation';
import { redisOptions } from '../redis/redis';

/** Retries with backoff, bounded history, and a deadline for a stuck job's lock. */
export const defaultJobOptions: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: { age: 30 * 24 * 3600, count: 10_000 },
};

export function bullPrefix(namespace: string): string {
  return namespace ? `${namespace}:bull` : 'bull';
}

/** BullMQ on the process's Redis, namespaced like everything else, with the given queues. */
export function jobsModules(
  config: { REDIS_URL: string; TEND_NAMESPACE: string },
  queues: QueueName[],
): DynamicModule[] {
  return [
    BullModule.forRoot({
      connection: { ...redisOptions(config.REDIS_URL), maxRetriesPerRequest: null },
      prefix: bullPrefix(config.TEND_NAMESPACE),
      defaultJobOptions,
    }),
    ...queues.map((name) => BullModule.registerQueue({ name })),
  ];
}

/**
 * Adds a job after checking its data against the contract. A `jobId` makes the add idempotent:
 * a second add with the same id while the first is kept is ignored.
 */
export async function enqueueJob<J extends JobContract>(
  queue: Queue,
  job: J,
  data: JobData<J>,
  options: JobsOptions = {},
): Promise<void> {
  const checked: unknown = job.schema.parse({
    correlationId: currentCorrelationId(),
    ...(data as object),
  });
  await queue.add(job.name, checked, options);
}
