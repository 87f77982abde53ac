import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import {
  crawlRefusal,
  DocumentPublished,
  DocumentRemoved,
  isJobActive,
  progressPercent,
} from '@tend/contracts';
import {
  CONFIG,
  DATABASE,
  LOGGER,
  Outbox,
  type Database,
  type DbExecutor,
  type Logger,
} from '@tend/platform';
import { runCrawl } from '../crawler/crawl-runner';
import {
  newTally,
  type CrawledPage,
  type CrawlSink,
  type CrawlTally,
  type PageOutcome,
} from '../crawler/crawl-settings';
import type { JobCounts } from '../database/schema';
import type { DiscoveryConfig } from '../discovery.env';
import { publishedPayload, removedPayload } from '../documents/document-events';
import { DocumentsRepository, type PageContent } from '../documents/documents.repository';
import { JobEndings } from '../jobs/job-endings';
import { JobsRepository } from '../jobs/jobs.repository';
import { SourcesRepository, type SourceRow } from '../sources/sources.repository';
import { GroupCommit } from './group-commit';

/** Why a crawl was aborted by its own worker: it must be taken up again, not ended. */
export const SHUTDOWN = 'worker shutting down';
const progressEveryMs = 500;

export function countsOf(tally: CrawlTally, completed: boolean): JobCounts {
  return {
    urlsDiscovered: tally.urlsDiscovered,
    urlsProcessed: tally.urlsProcessed,
    urlsSucceeded: tally.urlsSucceeded,
    progressPercent: completed ? 100 : progressPercent(tally.urlsProcessed, tally.urlsDiscovered),
    documentsPublished: tally.documentsPublished,
    documentsRemoved: tally.documentsRemoved,
    skipped: { ...tally.skipped },
  };
}

/** Runs one job row: the crawl, its live progress, its documents and events, and its end. */
@Injectable()
export class CrawlJobRunner {
  private readonly running = new Map<string, AbortController>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CONFIG) private readonly config: DiscoveryConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly jobs: JobsRepository,
    private readonly sources: SourcesRepository,
    private readonly documents: DocumentsRepository,
    private readonly endings: JobEndings,
    private readonly outbox: Outbox,
  ) {}

  abortAll(reason: string): void {
    for (const controller of this.running.values()) controller.abort(reason);
  }

  async run(jobId: string): Promise<void> {
    const job = await this.jobs.find(jobId);
    if (!job || !isJobActive(job.status)) return;
    const source = await this.sources.find(job.sourceId);
    if (!source) return;
    const refusal = crawlRefusal(source);
    if (refusal) {
      const status = source.approvalStatus === 'emergency_stop' ? 'cancelled' : 'failed';
      await this.db.transaction((tx) =>
        this.endings.end(tx, jobId, source.name, { status, error: refusal }),
      );
      return;
    }
    if (!(await this.jobs.markRunning(jobId))) return;
    const controller = new AbortController();
    this.running.set(jobId, controller);
    const tally = newTally();
    const flush = async () => {
      const stillRunning = await this.jobs.progress(jobId, countsOf(tally, false), tally.errors);
      if (!stillRunning && !controller.signal.aborted) controller.abort('cancelled');
    };
    const timer = setInterval(() => {
      flush().catch((error: Error) =>
        this.logger.warn({ err: error.message, jobId }, 'crawl progress not saved'),
      );
    }, progressEveryMs);
    this.logger.info({ jobId, sourceId: source.id, attempt: job.attempts + 1 }, 'crawl started');
    try {
      const outcome = await runCrawl(this.settings(source), this.sink(jobId, source), {
        signal: controller.signal,
        tally,
      });
      if (controller.signal.reason === SHUTDOWN) throw new Error(SHUTDOWN);
      const counts = countsOf(tally, outcome.status === 'completed');
      const ended = await this.db.transaction((tx) =>
        this.endings.end(tx, jobId, source.name, { ...outcome, counts, errors: tally.errors }),
      );
      // Cancelled meanwhile: keep the figures it reached.
      if (!ended) await this.jobs.saveCounts(jobId, counts, tally.errors);
      this.logger.info({ jobId, status: ended?.status ?? 'cancelled', ...counts }, 'crawl ended');
    } finally {
      clearInterval(timer);
      this.running.delete(jobId);
    }
  }

  private settings(source: SourceRow) {
    const c = this.config;
    return {
      baseUrl: source.baseUrl,
      crawlDepth: source.crawlDepth,
      allowedPatterns: source.allowedPatterns,
      blockedPatterns: source.blockedPatterns,
      maxPages: c.DISCOVERY_MAX_PAGES_PER_JOB,
      concurrency: c.DISCOVERY_CONCURRENCY_PER_JOB,
      maxRequestsPerMinute: c.DISCOVERY_MAX_REQUESTS_PER_MINUTE,
      timeoutSeconds: c.DISCOVERY_REQUEST_TIMEOUT_SECONDS,
      maxRetries: c.DISCOVERY_MAX_RETRIES,
      userAgent: c.DISCOVERY_USER_AGENT,
      allowPrivateNetworks: c.DISCOVERY_ALLOW_PRIVATE_NETWORKS,
    };
  }

  /**
   * Documents and their events, written only while the source is still approved (locked for
   * share); pages are committed in groups so the database keeps up with the crawler.
   */
  private sink(jobId: string, source: SourceRow): CrawlSink {
    const stillApproved = async (tx: DbExecutor) => {
      const rows = await tx.execute<{ approval_status: string }>(
        sql`select approval_status from sources where id = ${source.id} for share`,
      );
      return rows.rows[0]?.approval_status === 'approved';
    };
    const pages = new GroupCommit<CrawledPage, PageOutcome>((batch) =>
      this.db.transaction(async (tx) => {
        if (!(await stillApproved(tx))) return batch.map((): PageOutcome => 'unchanged');
        const saved = await this.documents.saveMany(
          tx,
          source.id,
          jobId,
          batch.map(content),
          new Date(),
        );
        await this.outbox.addMany(
          tx,
          DocumentPublished,
          saved.flatMap((result) =>
            result.kind === 'published' ? [publishedPayload(result.row, source.category)] : [],
          ),
        );
        return saved.map((result) => result.kind);
      }),
    );
    return {
      page: (page) => pages.add(page),
      gone: (url) =>
        this.db.transaction(async (tx) => {
          if (!(await stillApproved(tx))) return false;
          const removed = await this.documents.removeAt(tx, source.id, url, new Date());
          for (const doc of removed)
            await this.outbox.add(tx, DocumentRemoved, removedPayload(doc, 'page-gone'));
          return removed.length > 0;
        }),
    };
  }
}

function content(page: CrawledPage): PageContent {
  const { url, canonicalUrl, title, headings, text, language, contentHash } = page;
  return { url, canonicalUrl, title, headings, text, language, contentHash };
}
