import { Inject, Injectable } from '@nestjs/common';
import {
  DocumentRemoved,
  nextApprovalStatus,
  type ContentSource,
  type ContentSourceInput,
  type RpcPayload,
  type DiscoveryRpc,
  type SourceAction,
} from '@tend/contracts';
import {
  DATABASE,
  DomainError,
  LOGGER,
  Outbox,
  type Database,
  type DbExecutor,
  type Logger,
} from '@tend/platform';
import { AdministratorsRepository } from '../administrators/administrators.repository';
import { removedPayload } from '../documents/document-events';
import { DocumentsRepository } from '../documents/documents.repository';
import { CrawlQueue } from '../jobs/crawl-queue';
import { JobEndings } from '../jobs/job-endings';
import { JobsRepository } from '../jobs/jobs.repository';
import {
  SourcesRepository,
  toContentSource,
  type NewSource,
  type SourceRow,
} from './sources.repository';

type Update = Omit<RpcPayload<typeof DiscoveryRpc.updateSource>, 'actorId' | 'sourceId'>;

const notFound = 'We could not find that content source.';
const actionWords: Record<SourceAction, string> = {
  approve: 'Only pending sources can be approved.',
  reject: 'Only pending sources can be rejected.',
  emergency_stop: 'Only approved sources can be stopped.',
};

/** Content sources: created pending, reviewed (approve or reject), stopped in an emergency, edited; all audited. */
@Injectable()
export class SourcesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly sources: SourcesRepository,
    private readonly jobs: JobsRepository,
    private readonly endings: JobEndings,
    private readonly documents: DocumentsRepository,
    private readonly outbox: Outbox,
    private readonly queue: CrawlQueue,
    private readonly administrators: AdministratorsRepository,
  ) {}

  async create(input: ContentSourceInput, actorId: string): Promise<ContentSource> {
    const actorEmail = await this.administrators.email(actorId);
    const row = await this.db.transaction(async (tx) => {
      const row = await this.sources.insert(tx, {
        ...input,
        approvalStatus: 'pending',
        isActive: false,
      });
      await this.sources.addAudit(tx, {
        sourceId: row.id,
        action: 'created',
        fromStatus: null,
        toStatus: 'pending',
        actorId,
        actorEmail,
        notes: input.legalReviewNotes,
        changes: null,
      });
      return row;
    });
    return toContentSource(row);
  }

  async update(sourceId: string, changes: Update, actorId: string): Promise<ContentSource> {
    const actorEmail = await this.administrators.email(actorId);
    const row = await this.db.transaction(async (tx) => {
      const current = await this.locked(tx, sourceId);
      if (
        changes.baseUrl !== undefined &&
        changes.baseUrl !== current.baseUrl &&
        current.approvalStatus !== 'pending'
      )
        throw DomainError.conflict(
          'The address of a reviewed source cannot be changed. Please add it as a new source for review.',
        );
      const diff = Object.fromEntries(
        Object.entries(changes).filter(
          ([key, value]) =>
            value !== undefined &&
            JSON.stringify(value) !== JSON.stringify(current[key as keyof SourceRow]),
        ),
      ) as Partial<NewSource>;
      if (Object.keys(diff).length === 0) return current;
      const row = await this.sources.update(tx, sourceId, diff);
      await this.sources.addAudit(tx, {
        sourceId,
        action: 'edited',
        fromStatus: current.approvalStatus,
        toStatus: row.approvalStatus,
        actorId,
        actorEmail,
        notes: null,
        changes: diff,
      });
      return row;
    });
    if (row.approvalStatus === 'approved') await this.queue.schedule(row.id, row.crawlFrequency);
    return this.withCount(row);
  }

  async approve(
    sourceId: string,
    legalNotes: string | null,
    actorId: string,
  ): Promise<ContentSource> {
    const row = await this.transition(sourceId, 'approve', actorId, legalNotes, (notes) => ({
      isActive: true,
      ...(notes ? { legalReviewNotes: notes } : {}),
    }));
    await this.queue.schedule(row.id, row.crawlFrequency);
    return this.withCount(row);
  }

  async reject(sourceId: string, notes: string, actorId: string): Promise<ContentSource> {
    const row = await this.transition(sourceId, 'reject', actorId, notes, () => ({
      isActive: false,
    }));
    return this.withCount(row);
  }

  /**
   * Stops an approved source at once: no more crawls (its schedule goes, queued and running jobs
   * are cancelled, new ones refused), and its documents are withdrawn from the library and the coach.
   */
  async emergencyStop(sourceId: string, reason: string, actorId: string): Promise<ContentSource> {
    const cancelled: string[] = [];
    const row = await this.transition(
      sourceId,
      'emergency_stop',
      actorId,
      reason,
      () => ({ isActive: false }),
      async (tx, source) => {
        for (const job of await this.jobs.activeFor(tx, sourceId)) {
          await this.endings.end(tx, job.id, source.name, {
            status: 'cancelled',
            error: `Emergency stop: ${reason}`,
          });
          cancelled.push(job.id);
        }
        for (const doc of await this.documents.removeAllOf(tx, sourceId, new Date()))
          await this.outbox.add(tx, DocumentRemoved, removedPayload(doc, 'source-stopped'));
      },
    );
    await Promise.all(cancelled.map((id) => this.queue.remove(id)));
    await this.queue
      .unschedule(sourceId)
      .catch((error: Error) =>
        this.logger.warn(
          { err: error.message, sourceId },
          'emergency stop: schedule not removed; the worker drops it',
        ),
      );
    return this.withCount(row);
  }

  private async transition(
    sourceId: string,
    action: SourceAction,
    actorId: string,
    notes: string | null,
    changes: (notes: string | null) => Partial<NewSource>,
    alsoInTransaction?: (tx: DbExecutor, source: SourceRow) => Promise<void>,
  ): Promise<SourceRow> {
    const actorEmail = await this.administrators.email(actorId);
    return this.db.transaction(async (tx) => {
      const current = await this.locked(tx, sourceId);
      const next = nextApprovalStatus(current.approvalStatus, action);
      if (!next) throw DomainError.conflict(actionWords[action]);
      const row = await this.sources.update(tx, sourceId, {
        approvalStatus: next,
        ...changes(notes),
      });
      await this.sources.addAudit(tx, {
        sourceId,
        action:
          action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'emergency_stop',
        fromStatus: current.approvalStatus,
        toStatus: next,
        actorId,
        actorEmail,
        notes,
        changes: null,
      });
      await alsoInTransaction?.(tx, row);
      return row;
    });
  }

  private async locked(tx: DbExecutor, sourceId: string): Promise<SourceRow> {
    const row = await this.sources.lock(tx, sourceId);
    if (!row) throw DomainError.notFound(notFound);
    return row;
  }

  private async withCount(row: SourceRow): Promise<ContentSource> {
    return toContentSource(row, await this.sources.documentCount(row.id));
  }

  async audit(sourceId: string) {
    if (!(await this.sources.find(sourceId))) throw DomainError.notFound(notFound);
    return this.sources.audit(sourceId);
  }
}
