import { z } from 'zod';
import { defineJob, Queues } from '@tend/contracts';

// Discovery's own queue jobs: they pass only between its API and its crawl workers, so they live
// here rather than in contracts (which hold what crosses a service's boundary).

/**
 * Wakes a crawl worker for one discovery job. The job row in the discovery database is the
 * truth (status, counts); the BullMQ job (id = the job row's id) only carries the wake-up.
 */
export const CrawlRunJob = defineJob(
  Queues.crawl,
  'crawl.run',
  z.object({ jobId: z.uuid(), correlationId: z.string().optional() }),
);

/** A source's schedule fired (daily, weekly, monthly): the worker records a job and runs it. */
export const CrawlScheduledJob = defineJob(
  Queues.crawl,
  'crawl.scheduled',
  z.object({ sourceId: z.uuid(), correlationId: z.string().optional() }),
);

/** The BullMQ job scheduler id of a source's recurring crawl. */
export function crawlSchedulerId(sourceId: string): string {
  return `crawl-source-${sourceId}`;
}
