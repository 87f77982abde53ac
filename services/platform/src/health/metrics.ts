import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process (or per app in a test), so two apps in one process never collide. */
export class PlatformMetrics {
  readonly registry = new Registry();

  readonly rpcHandled = new Histogram({
    name: 'tend_rpc_handled_seconds',
    help: 'Time to answer an RPC request, by pattern and outcome',
    labelNames: ['pattern', 'outcome'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly eventsConsumed = new Counter({
    name: 'tend_events_consumed_total',
    help: 'Events handled, by event name and outcome (applied, duplicate, retried, dead-lettered)',
    labelNames: ['event', 'outcome'],
    registers: [this.registry],
  });
  readonly eventsPublished = new Counter({
    name: 'tend_events_published_total',
    help: 'Events published from the outbox',
    registers: [this.registry],
  });
  readonly outboxLag = new Histogram({
    name: 'tend_outbox_lag_seconds',
    help: 'Time from an event being committed to its publication being confirmed',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30],
    registers: [this.registry],
  });
  readonly jobsCompleted = new Counter({
    name: 'tend_jobs_completed_total',
    help: 'Background jobs completed, by queue',
    labelNames: ['queue'],
    registers: [this.registry],
  });
  readonly jobsFailed = new Counter({
    name: 'tend_jobs_failed_total',
    help: 'Background jobs that failed an attempt, by queue',
    labelNames: ['queue'],
    registers: [this.registry],
  });
  readonly queueDepth = new Gauge({
    name: 'tend_queue_depth',
    help: 'Jobs waiting in a BullMQ queue',
    labelNames: ['queue'],
    registers: [this.registry],
  });

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }
}
