import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { DataExportReady, type EventPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { EmailRequests } from '../email/email-requests';
import { AccountNotices } from '../inbox/account-notices';
import { InboxLinks } from '../inbox/inbox-links';
import { InboxRepository } from '../inbox/inbox.repository';
import { RecipientsRepository } from '../recipients/recipients.repository';

/** A copy of a person's data is ready: they are told in the app and by e-mail. */
@Controller()
export class DataExportEventsController {
  constructor(
    private readonly recipients: RecipientsRepository,
    private readonly inbox: InboxRepository,
    private readonly emails: EmailRequests,
  ) {}

  @EventPattern(DataExportReady.name)
  async ready(@Payload() event: EventPayload<typeof DataExportReady>, @Ctx() ctx: EventContext) {
    await this.inbox.add(ctx.tx, {
      userId: event.userId,
      ...AccountNotices.dataExportReady,
      dedupeKey: `${ctx.eventId}.data-export`,
      link: InboxLinks.dataExport,
    });
    const recipient = await this.recipients.find(event.userId, ctx.tx);
    if (!recipient) return;
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.data-export`,
      userId: event.userId,
      recipient: recipient.email,
      template: 'data-export-ready',
      category: 'transactional',
      data: { firstName: recipient.firstName },
    });
  }
}
