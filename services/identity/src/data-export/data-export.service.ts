import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  DataExportHandoffPrefix,
  DataExportReady,
  DataExportRequested,
  DataExportTtlHours,
  type DataExportStatus,
  type EventPayload,
  type DataExportPartReady,
} from '@tend/contracts';
import {
  BlobHandoff,
  DATABASE,
  DomainError,
  Outbox,
  REDIS,
  type Database,
  type DbExecutor,
  type Redis,
} from '@tend/platform';
import { assembleExport, exportFileName, partsMissing } from './assemble-export';
import { DataExportsRepository, type DataExportRow } from './data-exports.repository';

/** A copy still gathering after this long is given up on: asking again starts a new one. */
const GatheringGiveUpMs = 2 * 60_000;

function toStatus(row: DataExportRow, now: Date): DataExportStatus {
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: row.readyAt === null ? 'gathering' : expired ? 'expired' : 'ready',
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The coordinator of a person's copy of their data: asks every service with one event, stores
 * each part as it arrives, and when the last one is in assembles the document and announces it.
 */
@Injectable()
export class DataExportService {
  private readonly handoff: BlobHandoff;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(REDIS) redis: Redis,
    private readonly outbox: Outbox,
    private readonly exports: DataExportsRepository,
  ) {
    this.handoff = new BlobHandoff(redis, DataExportHandoffPrefix, 60);
  }

  async request(userId: string): Promise<DataExportStatus> {
    const now = new Date();
    const latest = await this.exports.latest(userId);
    if (
      latest &&
      latest.readyAt === null &&
      now.getTime() - latest.requestedAt.getTime() < GatheringGiveUpMs
    )
      return toStatus(latest, now);
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await this.exports.purgeExpired(tx, now);
      await this.exports.create(tx, { id, userId, requestedAt: now });
      await this.exports.addPart(tx, id, 'identity', await this.exports.accountPart(tx, userId));
      await this.outbox.add(tx, DataExportRequested, {
        exportId: id,
        userId,
        requestedAt: now.toISOString(),
      });
    });
    return {
      id,
      status: 'gathering',
      requestedAt: now.toISOString(),
      readyAt: null,
      expiresAt: null,
    };
  }

  async latest(userId: string): Promise<DataExportStatus | null> {
    const row = await this.exports.latest(userId);
    return row ? toStatus(row, new Date()) : null;
  }

  /** The finished file of the owner's copy, handed over through Redis. */
  async file(userId: string, exportId: string) {
    const row = await this.exports.findOwned(userId, exportId);
    if (!row) throw DomainError.notFound('We could not find this copy of your data.');
    const status = toStatus(row, new Date());
    if (status.status === 'gathering' || !row.document || !row.readyAt)
      throw DomainError.conflict('Your copy is still being gathered. Try again in a minute.');
    if (status.status === 'expired')
      throw new DomainError(
        410,
        ErrorCodes.exportExpired,
        'This download has expired. Ask for a new copy under Settings, Download my data.',
      );
    const bytes = Buffer.from(JSON.stringify(row.document, null, 2), 'utf8');
    return { fileName: exportFileName(row.readyAt), handoffKey: await this.handoff.put(bytes) };
  }

  async receivePart(tx: DbExecutor, event: EventPayload<typeof DataExportPartReady>) {
    const row = await this.exports.lock(tx, event.exportId);
    // A part for a copy already finished, or erased with its account, has nowhere to go.
    if (!row || row.readyAt !== null || row.userId !== event.userId) return;
    const parts = await this.exports.addPart(tx, row.id, event.service, event.part);
    if (partsMissing([...parts.keys()]).length > 0) return;
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DataExportTtlHours * 3600_000);
    await this.exports.finish(tx, row.id, assembleExport(parts, readyAt), readyAt, expiresAt);
    await this.outbox.add(tx, DataExportReady, {
      exportId: row.id,
      userId: row.userId,
      readyAt: readyAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
  }
}
