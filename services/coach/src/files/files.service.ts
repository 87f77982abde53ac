import { Inject, Injectable } from '@nestjs/common';
import {
  FileKindTypes,
  UnsupportedFileMessage,
  isImageKind,
  sniffFileKind,
  type FileKind,
} from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { CoachFiles } from './coach-files';
import { FilesRepository, type FileRow } from './files.repository';
import { extractText } from './text-extraction';
import type { AttachmentForModel } from '../model/prompt';

const notFound = () => DomainError.notFound('We could not find that file.');

@Injectable()
export class FilesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly files: FilesRepository,
    private readonly storage: CoachFiles,
  ) {}

  /**
   * Stores an upload handed over by the gateway: judged again by its bytes, claimed once (a used
   * link stays used), written encrypted. The claim and the bytes land together or not at all.
   */
  async store(userId: string, fileId: string, handoffKey: string) {
    const bytes = await this.storage.handoff.take(handoffKey);
    if (!bytes) throw DomainError.badRequest('The upload took too long. Please try again.');
    const kind = sniffFileKind(bytes);
    if (!kind) throw new DomainError(415, 'UNSUPPORTED_FILE', UnsupportedFileMessage);
    const contentType = FileKindTypes[kind];
    await this.db.transaction(async (tx) => {
      const claimed = await this.files.claim(tx, {
        id: fileId,
        userId,
        kind,
        contentType,
        size: bytes.length,
      });
      if (!claimed)
        throw DomainError.conflict('This upload link has already been used. Please upload again.');
      await this.storage.store.write(userId, fileId, bytes);
    });
    return { fileId, contentType, size: bytes.length };
  }

  /** The owner's file, decrypted into a short-lived handoff for the gateway to send. */
  async read(userId: string, fileId: string) {
    const row = await this.files.find(userId, fileId);
    if (!row) throw notFound();
    const bytes = await this.storage.store.read(userId, fileId);
    if (!bytes) throw notFound();
    const handoffKey = await this.storage.handoff.put(bytes);
    return { handoffKey, contentType: row.contentType, size: bytes.length, filename: row.filename };
  }

  /** Removes the bytes of files already marked deleted; a failure leaves an orphan, never an error. */
  async removeBytes(userId: string, fileIds: string[]): Promise<void> {
    await Promise.all(
      fileIds.map((id) => this.storage.store.delete(userId, id).catch(() => undefined)),
    );
  }

  async removeAllBytes(userId: string): Promise<void> {
    await this.storage.store.deleteOwner(userId);
  }

  /** What of each attached file the model can read: text, or the image for a model that sees. */
  async forModel(
    userId: string,
    rows: { row: FileRow; filename: string }[],
    vision: boolean,
  ): Promise<AttachmentForModel[]> {
    return Promise.all(
      rows.map(async ({ row, filename }) => {
        const kind = row.kind as FileKind;
        const bytes = await this.storage.store.read(userId, row.id).catch(() => undefined);
        if (!bytes) return { filename };
        if (isImageKind(kind))
          return vision
            ? {
                filename,
                imageDataUrl: `data:${row.contentType};base64,${bytes.toString('base64')}`,
              }
            : { filename, text: '(an image; this model cannot see images)' };
        const text = await extractText(kind, bytes);
        return { filename, text: text ?? '(the text of this file could not be read)' };
      }),
    );
  }
}
