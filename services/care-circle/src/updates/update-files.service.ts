import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  UnsupportedUpdateFileMessage,
  UpdateFileTypes,
  isShownAsPhoto,
  sniffUpdateFileKind,
  type UpdateFile,
  type UploadedUpdateFile,
} from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { CircleAccess } from '../circle/circle-access';
import { CircleFiles } from './circle-files';
import {
  UpdateFilesRepository,
  type StoredFileRef,
  type UpdateFileRow,
} from './update-files.repository';

const noFile = () => DomainError.notFound('We could not find that file.');
/** An upload not posted within this long (a post abandoned, a closed tab) is removed. */
export const UnpostedUploadHours = 24;

export function updateFileView(row: UpdateFileRow): UpdateFile {
  return {
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    photo: isShownAsPhoto(row.contentType),
  };
}

/**
 * An update's photo or file: uploaded by someone who may post, read by every member of its circle
 * (helpers too: they read updates), encrypted at rest, gone with its update, its author or its circle.
 */
@Injectable()
export class UpdateFilesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: CircleAccess,
    private readonly files: UpdateFilesRepository,
    private readonly storage: CircleFiles,
  ) {}

  /** Stores an upload handed over by the gateway, judged again by its bytes, for the caller's post. */
  async store(
    userId: string,
    recipientId: string,
    name: string,
    handoffKey: string,
  ): Promise<UploadedUpdateFile> {
    await this.access.require(userId, recipientId, 'post');
    const bytes = await this.storage.handoff.take(handoffKey);
    if (!bytes) throw DomainError.badRequest('The upload took too long. Please try again.');
    const kind = sniffUpdateFileKind(bytes);
    if (!kind) throw new DomainError(415, ErrorCodes.unsupportedFile, UnsupportedUpdateFileMessage);
    const row = {
      id: randomUUID(),
      recipientId,
      uploadedBy: userId,
      name,
      contentType: UpdateFileTypes[kind],
      size: bytes.length,
    };
    // The row and the bytes land together or not at all.
    await this.db.transaction(async (tx) => {
      await this.files.create(tx, row);
      await this.storage.store.write(recipientId, row.id, bytes);
    });
    return { fileId: row.id, ...updateFileView({ ...row, updateId: null, createdAt: new Date() }) };
  }

  /** An update's file, decrypted into a short-lived handoff for the gateway to send. */
  async read(userId: string, recipientId: string, updateId: string) {
    await this.access.require(userId, recipientId, 'read');
    const [row] = await this.files.ofUpdates(recipientId, [updateId]);
    if (!row) throw noFile();
    const bytes = await this.storage.store.read(recipientId, row.id);
    if (!bytes) throw noFile();
    const handoffKey = await this.storage.handoff.put(bytes);
    return { handoffKey, name: row.name, contentType: row.contentType, size: bytes.length };
  }

  /** Removes uploads never posted; replicas sweeping at once each take different rows. */
  async sweepUnposted(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UnpostedUploadHours * 3600_000);
    const removed = await this.db.transaction((tx) => this.files.deleteUnpostedBefore(tx, cutoff));
    await this.removeBytes(removed);
    return removed.length;
  }

  /** Removes the bytes of files whose rows are gone (or going); idempotent. */
  async removeBytes(files: StoredFileRef[]): Promise<void> {
    await Promise.all(files.map((file) => this.storage.store.delete(file.recipientId, file.id)));
  }

  /** Removes every file of closed circles. */
  async removeCircles(recipientIds: string[]): Promise<void> {
    await Promise.all(recipientIds.map((id) => this.storage.store.deleteOwner(id)));
  }
}
