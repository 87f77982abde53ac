import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CircleUpdatePosted, type CircleUpdate } from '@tend/contracts';
import { DATABASE, DomainError, Outbox, type Database } from '@tend/platform';
import { CircleAccess, roleRequired } from '../circle/circle-access';
import { CirclesRepository } from '../circle/circles.repository';
import { updateFileView, UpdateFilesService } from './update-files.service';
import { UpdateFilesRepository } from './update-files.repository';
import { UpdatesRepository, type StoredUpdate } from './updates.repository';

const UpdateNotFound = 'We could not find that update.';

function updateView(row: StoredUpdate): CircleUpdate {
  return {
    id: row.id,
    author: { userId: row.authorUserId, name: row.authorName },
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    hearts: row.hearts,
    heartedByYou: row.heartedByYou,
    comments: row.comments.map((comment) => ({
      id: comment.id,
      author: { userId: comment.authorUserId, name: comment.authorName },
      text: comment.text,
      createdAt: comment.createdAt.toISOString(),
    })),
    file: row.file ? updateFileView(row.file) : null,
  };
}

/** The feed of how the recipient is doing: posted by family and up, read and answered by all. */
@Injectable()
export class UpdatesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: CircleAccess,
    private readonly circles: CirclesRepository,
    private readonly updates: UpdatesRepository,
    private readonly files: UpdateFilesRepository,
    private readonly fileBytes: UpdateFilesService,
    private readonly outbox: Outbox,
  ) {}

  async list(userId: string, recipientId: string): Promise<CircleUpdate[]> {
    await this.access.require(userId, recipientId, 'read');
    return (await this.updates.ofCircle(recipientId, userId)).map(updateView);
  }

  /**
   * Posts an update, with the photo or file the author uploaded for it; the other members may be
   * told (care-circle.update.posted).
   */
  async post(
    userId: string,
    recipientId: string,
    text: string,
    fileId?: string,
  ): Promise<CircleUpdate> {
    const { circle, member } = await this.access.require(userId, recipientId, 'post');
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      const createdAt = new Date();
      await this.updates.create(tx, {
        id,
        recipientId,
        authorUserId: userId,
        authorName: member.name,
        text,
        createdAt,
      });
      if (
        fileId &&
        !(await this.files.attach(tx, { recipientId, uploadedBy: userId, id: fileId }, id))
      )
        throw DomainError.badRequest('We could not find that file. Please add it again.');
      // Those who chose a daily digest hear of it in their next digest instead.
      const others = (await this.circles.members(recipientId, tx)).filter(
        (other) => other.userId !== userId && other.updateNotices === 'each',
      );
      await this.outbox.add(tx, CircleUpdatePosted, {
        userId,
        recipientId,
        updateId: id,
        authorName: member.name,
        recipientName: circle.recipientName,
        memberUserIds: others.map((other) => other.userId),
        postedAt: createdAt.toISOString(),
      });
    });
    return this.one(userId, recipientId, id);
  }

  /** By its author or the circle's owner. */
  async delete(userId: string, recipientId: string, updateId: string): Promise<{ ok: true }> {
    const { member } = await this.access.require(userId, recipientId, 'read');
    const row = await this.updates.find(recipientId, updateId);
    if (!row) throw DomainError.notFound(UpdateNotFound);
    if (row.authorUserId !== userId && member.role !== 'owner')
      throw roleRequired('Only its author or the circle’s owner can remove an update.');
    const files = await this.db.transaction(async (tx) => {
      const attached = await this.files.ofUpdates(recipientId, [updateId], tx);
      await this.updates.delete(tx, recipientId, updateId);
      return attached;
    });
    // Once the rows are gone: a failure here leaves unreadable bytes, never a post without its file.
    await this.fileBytes.removeBytes(files);
    return { ok: true };
  }

  async comment(
    userId: string,
    recipientId: string,
    updateId: string,
    text: string,
  ): Promise<CircleUpdate> {
    const { member } = await this.access.require(userId, recipientId, 'comment');
    if (!(await this.updates.find(recipientId, updateId)))
      throw DomainError.notFound(UpdateNotFound);
    await this.db.transaction((tx) =>
      this.updates.comment(tx, {
        id: randomUUID(),
        updateId,
        authorUserId: userId,
        authorName: member.name,
        text,
      }),
    );
    return this.one(userId, recipientId, updateId);
  }

  async heart(
    userId: string,
    recipientId: string,
    updateId: string,
    hearted: boolean,
  ): Promise<CircleUpdate> {
    await this.access.require(userId, recipientId, 'comment');
    if (!(await this.updates.find(recipientId, updateId)))
      throw DomainError.notFound(UpdateNotFound);
    await this.db.transaction((tx) => this.updates.setHeart(tx, updateId, userId, hearted));
    return this.one(userId, recipientId, updateId);
  }

  private async one(userId: string, recipientId: string, updateId: string): Promise<CircleUpdate> {
    const [row] = await this.updates.ofCircle(recipientId, userId, updateId);
    if (!row) throw DomainError.notFound(UpdateNotFound);
    return updateView(row);
  }
}
