import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '@tend/platform';
import { EmailRequests } from '../email/email-requests';
import type { EmailTemplateName } from '../jobs';
import { InboxRepository } from '../inbox/inbox.repository';
import type { LocalizedNotice } from '../inbox/localized-notice';
import { RecipientsRepository } from '../recipients/recipients.repository';

/** How a care circle's notice reaches one member: in the app, and by e-mail as they allow. */
@Injectable()
export class CircleNotices {
  constructor(
    private readonly emails: EmailRequests,
    private readonly inbox: InboxRepository,
    private readonly recipients: RecipientsRepository,
  ) {}

  /**
   * The notice in the member's inbox, and by e-mail unless their settings or an unsubscribe stop
   * it (decided when it is sent), in the member's language. Someone notifications has no address
   * for gets the notice only.
   */
  async tell(
    tx: DbExecutor,
    userId: string,
    notice: LocalizedNotice,
    link: string,
    dedupeKey: string,
    template: EmailTemplateName,
  ): Promise<void> {
    await this.inbox.add(tx, { userId, ...notice, dedupeKey, link });
    const recipient = await this.recipients.find(userId, tx);
    if (!recipient) return;
    await this.emails.request(tx, {
      dedupeKey,
      userId,
      recipient: recipient.email,
      template,
      category: 'updates',
      data: {
        firstName: recipient.firstName,
        ...notice.words[recipient.language],
        path: link,
      },
    });
  }
}
