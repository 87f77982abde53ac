import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SupportCategoryLabels, type SupportRequestBody } from '@tend/contracts';
import { CONFIG, DATABASE, DomainError, REDIS, type Database, type Redis } from '@tend/platform';
import { EmailRequests } from '../email/email-requests';
import type { NotificationsConfig } from '../notifications.env';
import { RecipientsRepository } from '../recipients/recipients.repository';
import { SupportRequestsRepository } from './support-requests.repository';

/** Enough for a worried caregiver to write again; not enough to flood the support inbox. */
const perUserPerHour = 5;

@Injectable()
export class SupportService {
  constructor(
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly requests: SupportRequestsRepository,
    private readonly recipients: RecipientsRepository,
    private readonly emails: EmailRequests,
  ) {}

  /** Stores the request, sends it to the support inbox and confirms it to the caregiver. */
  async submit(userId: string, request: SupportRequestBody): Promise<string> {
    await this.limit(userId);
    const id = randomUUID();
    const recipient = await this.recipients.find(userId);
    await this.db.transaction(async (tx) => {
      await this.requests.add(tx, id, userId, request);
      await this.emails.request(tx, {
        dedupeKey: `support.${id}.inbox`,
        userId: null,
        recipient: this.config.SUPPORT_EMAIL,
        template: 'support-request',
        category: 'transactional',
        data: {
          from: recipient
            ? `${recipient.firstName} <${recipient.email}> (user ${userId})`
            : `user ${userId}`,
          category: SupportCategoryLabels[request.category],
          subject: request.subject,
          message: request.message,
        },
      });
      if (recipient) {
        await this.emails.request(tx, {
          dedupeKey: `support.${id}.confirmation`,
          userId,
          recipient: recipient.email,
          template: 'support-confirmation',
          category: 'transactional',
          data: {
            firstName: recipient.firstName,
            subject: request.subject,
            message: request.message,
          },
        });
      }
    });
    return id;
  }

  private async limit(userId: string): Promise<void> {
    const key = `ratelimit:support:${userId}`;
    const count = await this.redis.incr(key);
    if (count === 1) await this.redis.expire(key, 3600);
    if (count > perUserPerHour) {
      throw DomainError.tooManyRequests(
        `You have sent several requests in the last hour. Please wait a little, or email ${this.config.SUPPORT_EMAIL} directly.`,
      );
    }
  }
}
