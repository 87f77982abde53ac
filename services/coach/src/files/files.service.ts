import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  FileKindTypes,
  UnsupportedFileMessage,
  isImageKind,
  sniffFileKind,
  type FileKind,
} from '@tend/contracts';
import { DATABASE, DomainError, isErased, type Database } from '@tend/platform';
import { CoachFiles } from './coach-files';
import { FilesRepository, type FileRow } from './files.repository';
import { ExtractedTexts } from './extracted-texts';
import { extractText } from './text-extraction';
import type { AttachmentForModel } from '../model/prompt';
import type { AttachmentRef } from './attachment-refs';

const notFound = () => DomainError.notFound('We could not find that file.');

@Injectable()
export class FilesService {
  private readonly texts = new ExtractedTexts();

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
    if (!kind) throw new DomainError(415, ErrorCodes.unsupportedFile, UnsupportedFileMessage);
    const contentType = FileKindTypes[kind];
    await this.db.transaction(async (tx) => {
      // A link outlives nothing: once the account is erased, its links store nothing.
      if (await isErased(tx, userId))
        throw new DomainError(
          410,
          ErrorCodes.gone,
          'This upload link is no longer valid: its account has been deleted.',
        );
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
    this.texts.forget(userId, fileIds);
    await Promise.all(
      fileIds.map((id) => this.storage.store.delete(userId, id).catch(() => undefined)),
    );
  }

  async removeAllBytes(userId: string): Promise<void> {
    this.texts.forget(userId);
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
        if (!isImageKind(row.kind as FileKind)) return { filename, text: await this.text(row) };
        const bytes = await this.storage.store.read(userId, row.id).catch(() => undefined);
        if (!bytes) return { filename };
        return vision
          ? { filename, imageDataUrl: `data:${row.contentType};base64,${bytes.toString('base64')}` }
          : { filename, text: '(an image; this model cannot see images)' };
      }),
    );
  }

  /**
   * The text of files attached earlier in this conversation, by file id. An image is named, not
   * sent again: the model saw it with its own question.
   */
  async earlierForModel(
    userId: string,
    conversationId: string,
    refs: AttachmentRef[],
  ): Promise<Map<string, AttachmentForModel>> {
    const rows = await this.files.inConversation(
      userId,
      conversationId,
      refs.map((ref) => ref.fileId),
    );
    const named = new Map(refs.map((ref) => [ref.fileId, ref.filename]));
    const entries = await Promise.all(
      rows.map(async (row): Promise<[string, AttachmentForModel]> => {
        const filename = named.get(row.id) ?? row.filename ?? 'file';
        const text = isImageKind(row.kind as FileKind)
          ? '(an image shared earlier in this conversation)'
          : await this.text(row);
        return [row.id, { filename, text }];
      }),
    );
    return new Map(entries);
  }

  private async text(row: FileRow): Promise<string> {
    const text = await this.texts.read(row.userId, row.id, async () => {
      const bytes = await this.storage.store.read(row.userId, row.id).catch(() => undefined);
      return bytes && extractText(row.kind as FileKind, bytes);
    });
    return text ?? '(the text of this file could not be read)';
  }
}
