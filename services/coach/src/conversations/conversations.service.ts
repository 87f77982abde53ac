import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { newChatTitle, welcomeTitle, type Conversation } from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { CaregiverContextReader } from '../account/caregiver-context';
import { FilesRepository } from '../files/files.repository';
import { FilesService } from '../files/files.service';
import { MessagesRepository } from '../messages/messages.repository';
import { ConversationsRepository, toConversation } from './conversations.repository';
import { conversationMarkdown, exportFilename } from './markdown-export';

const notFound = () => DomainError.notFound('We could not find that conversation.');

@Injectable()
export class ConversationsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly files: FilesRepository,
    private readonly filesService: FilesService,
    private readonly caregivers: CaregiverContextReader,
  ) {}

  /** Latest activity first; a caregiver with none is given a welcome conversation. */
  async list(userId: string): Promise<Conversation[]> {
    const existing = await this.conversations.list(userId);
    if (existing.length > 0) return existing.map(toConversation);
    const firstName = await this.caregivers.firstName(userId);
    const rows = await this.db.transaction(async (tx) => {
      await this.conversations.lockUser(tx, userId);
      const again = await this.conversations.list(userId, tx);
      if (again.length > 0) return again;
      const title = welcomeTitle(firstName);
      return [
        await this.conversations.create(tx, {
          id: randomUUID(),
          userId,
          title,
          createdAt: new Date(),
        }),
      ];
    });
    return rows.map(toConversation);
  }

  async create(userId: string, title: string | undefined): Promise<Conversation> {
    const now = new Date();
    const row = await this.conversations.create(this.db, {
      id: randomUUID(),
      userId,
      title: title?.trim() || newChatTitle(now, 'en-US', 'UTC'),
      createdAt: now,
    });
    return toConversation(row);
  }

  async rename(userId: string, conversationId: string, title: string): Promise<Conversation> {
    const row = await this.conversations.rename(userId, conversationId, title.trim());
    if (!row) throw notFound();
    return toConversation(row);
  }

  /** The conversation, its messages and its files; the files' bytes go once that is committed. */
  async delete(userId: string, conversationId: string): Promise<{ ok: true }> {
    const fileIds = await this.db.transaction(async (tx) => {
      const ids = await this.files.deleteForConversation(tx, userId, conversationId);
      if (!(await this.conversations.delete(tx, userId, conversationId))) throw notFound();
      return ids;
    });
    await this.filesService.removeBytes(userId, fileIds);
    return { ok: true };
  }

  async export(userId: string, conversationId: string, timeZone: string) {
    const conversation = await this.conversations.find(userId, conversationId);
    if (!conversation) throw notFound();
    const messages = await this.messages.list(userId, conversationId);
    return {
      filename: exportFilename(conversation.title),
      markdown: conversationMarkdown(conversation.title, messages, new Date(), timeZone),
    };
  }
}
