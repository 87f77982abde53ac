import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EmailEligibilityResultsBody } from '@tend/contracts';
import {
  consumeRequestLimit,
  CONFIG,
  DATABASE,
  REDIS,
  type Database,
  type Redis,
} from '@tend/platform';
import { EmailRequests } from '../email/email-requests';
import type { NotificationsConfig } from '../notifications.env';
import { eligibilityEmailData, eligibilityEmailLimitRules } from './eligibility-email';

@Injectable()
export class EligibilityEmailService {
  constructor(
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly emails: EmailRequests,
  ) {}

  /**
   * Counts the request per client and per address, then asks for one e-mail. Its delivery row is
   * the only place the address is written, and it is deleted once the e-mail is done
   * (forgottenOnceDone); no account, no suppression or bounce record is made from it.
   */
  async send(
    { email, answers, language }: EmailEligibilityResultsBody,
    clientIp: string,
  ): Promise<void> {
    for (const limit of eligibilityEmailLimitRules(email, clientIp, this.config.UNSUBSCRIBE_SECRET))
      await consumeRequestLimit(this.redis, limit);
    await this.db.transaction((tx) =>
      this.emails.request(tx, {
        dedupeKey: `eligibility.results.${randomUUID()}`,
        userId: null,
        recipient: email,
        template: 'eligibility-results',
        // Optional e-mail: an address that unsubscribed from Tend, or bounced, gets nothing.
        category: 'updates',
        data: eligibilityEmailData(answers, language),
      }),
    );
  }
}
