import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  SupportCategoryLabels,
  type PublicSupportRequestBody,
  type SupportRequestBody,
} from '@tend/contracts';
import {
  consumeRequestLimit,
  CONFIG,
  DATABASE,
  LOGGER,
  REDIS,
  type Database,
  type Logger,
  type Redis,
} from '@tend/platform';
import { EmailRequests } from '../email/email-requests';
import type { NotificationsConfig } from '../notifications.env';
import { RecipientsRepository } from '../recipients/recipients.repository';
import {
  caughtByHoneypot,
  publicSupportInboxData,
  publicSupportLimits,
  type SupportLimit,
} from './public-request';
import { SupportRequestsRepository } from './support-requests.repository';

/** Enough for a worried caregiver to write again; not enough to flood the support inbox. */
const perUserPerHour = 5;

@Injectable()
export class SupportService {
  constructor(
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
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

  /**
   * A visitor's request (someone who cannot sign in): counted per client and per address, then
   * sent to the support inbox. A bot that filled the honeypot is counted and answered the same,
   * and nothing is sent. No confirmation goes to the address given: nobody has shown it is theirs,
   * so the form must not become a way to mail strangers.
   */
  async submitPublic(
    { website, ...request }: PublicSupportRequestBody,
    clientIp: string,
  ): Promise<void> {
    for (const limit of publicSupportLimits(request.email, clientIp, this.config.SUPPORT_EMAIL))
      await this.consume(limit);
    if (caughtByHoneypot(website)) {
      this.logger.info('A public support request filled the honeypot: not sent');
      return;
    }
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await this.emails.request(tx, {
        dedupeKey: `support.public.${id}.inbox`,
        userId: null,
        recipient: this.config.SUPPORT_EMAIL,
        template: 'support-request',
        category: 'transactional',
        data: publicSupportInboxData(request, SupportCategoryLabels[request.category]),
      });
    });
  }

  private limit(userId: string): Promise<void> {
    return this.consume({
      key: `support:${userId}`,
      max: perUserPerHour,
      windowSeconds: 3600,
      message: `You have sent several requests in the last hour. Please wait a little, or email ${this.config.SUPPORT_EMAIL} directly.`,
    });
  }

  /** One window from the first request; the counter and its expiry are set together. */
  private consume(limit: SupportLimit): Promise<void> {
    return consumeRequestLimit(this.redis, limit);
  }
}
