import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NotificationsRpc, type NotificationPage, type RpcPayload } from '@tend/contracts';
import { DomainError } from '@tend/platform';
import { decodeCursor, encodeCursor } from './inbox-cursor';
import { RecipientsRepository } from '../recipients/recipients.repository';
import { InboxRepository, wordsFor } from './inbox.repository';

@Controller()
export class InboxController {
  constructor(
    private readonly inbox: InboxRepository,
    private readonly recipients: RecipientsRepository,
  ) {}

  @MessagePattern(NotificationsRpc.listInbox.pattern)
  async list(
    @Payload() { userId, cursor, limit }: RpcPayload<typeof NotificationsRpc.listInbox>,
  ): Promise<NotificationPage> {
    const position = cursor ? decodeCursor(cursor) : undefined;
    if (cursor && !position)
      throw DomainError.badRequest(
        'This page of notifications is no longer available. Please reload.',
      );
    const rows = await this.inbox.page(userId, limit + 1, position);
    const language = await this.recipients.languageOf(userId);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        type: row.type,
        ...wordsFor(row, language),
        timestamp: row.createdAt.toISOString(),
        read: row.readAt !== null,
        link: row.link,
      })),
      unreadCount: await this.inbox.unreadCount(userId),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  }

  @MessagePattern(NotificationsRpc.markRead.pattern)
  async markRead(
    @Payload() { userId, notificationId }: RpcPayload<typeof NotificationsRpc.markRead>,
  ) {
    if (!(await this.inbox.markRead(userId, notificationId)))
      throw DomainError.notFound('We could not find that notification.');
    return { ok: true as const, unreadCount: await this.inbox.unreadCount(userId) };
  }

  @MessagePattern(NotificationsRpc.markAllRead.pattern)
  async markAllRead(@Payload() { userId }: RpcPayload<typeof NotificationsRpc.markAllRead>) {
    await this.inbox.markAllRead(userId);
    return { ok: true as const, unreadCount: 0 as const };
  }
}
