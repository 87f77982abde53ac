import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { updateFiles } from '../database/schema';

export type UpdateFileRow = typeof updateFiles.$inferSelect;
/** Where a file's bytes are: its circle (the store's owner) and its id (the store's name). */
export type StoredFileRef = Pick<UpdateFileRow, 'recipientId' | 'id'>;

const ref = { recipientId: updateFiles.recipientId, id: updateFiles.id };

/** All SQL of the updates' photos and files. Every read is by the circle's id or the person's. */
@Injectable()
export class UpdateFilesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(tx: DbExecutor, row: typeof updateFiles.$inferInsert): Promise<void> {
    await tx.insert(updateFiles).values(row);
  }

  /** Gives `uploadedBy`'s waiting upload to their new update; false when there is none such. */
  async attach(
    tx: DbExecutor,
    file: { recipientId: string; uploadedBy: string; id: string },
    updateId: string,
  ): Promise<boolean> {
    const attached = await tx
      .update(updateFiles)
      .set({ updateId })
      .where(
        and(
          eq(updateFiles.recipientId, file.recipientId),
          eq(updateFiles.uploadedBy, file.uploadedBy),
          eq(updateFiles.id, file.id),
          isNull(updateFiles.updateId),
        ),
      )
      .returning(ref);
    return attached.length === 1;
  }

  async ofUpdates(
    recipientId: string,
    updateIds: string[],
    executor: DbExecutor = this.db,
  ): Promise<UpdateFileRow[]> {
    if (updateIds.length === 0) return [];
    return executor
      .select()
      .from(updateFiles)
      .where(
        and(eq(updateFiles.recipientId, recipientId), inArray(updateFiles.updateId, updateIds)),
      );
  }

  /** Everything `userId` uploaded, posted or waiting (their posts' files: only authors upload). */
  async ofUploader(executor: DbExecutor, userId: string): Promise<UpdateFileRow[]> {
    return executor.select().from(updateFiles).where(eq(updateFiles.uploadedBy, userId));
  }

  /** Removes uploads never posted, made before `cutoff`: where their bytes are, for them to go. */
  async deleteUnpostedBefore(tx: DbExecutor, cutoff: Date): Promise<StoredFileRef[]> {
    return tx
      .delete(updateFiles)
      .where(and(isNull(updateFiles.updateId), lt(updateFiles.createdAt, cutoff)))
      .returning(ref);
  }

  async deleteOfUploader(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(updateFiles).where(eq(updateFiles.uploadedBy, userId));
  }
}
