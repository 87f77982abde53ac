import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { EmailChangeRequested, UserEmailChanged, type EventPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { EmailRequests } from '../email/email-requests';
import { RecipientsRepository } from '../recipients/recipients.repository';

/** A change of address: the link to the new address, then the copy updated and the old one told. */
@Controller()
export class EmailChangeEventsController {
  constructor(
    private readonly emails: EmailRequests,
    private readonly recipients: RecipientsRepository,
  ) {}

  @EventPattern(EmailChangeRequested.name)
  async requested(
    @Payload() event: EventPayload<typeof EmailChangeRequested>,
    @Ctx() ctx: EventContext,
  ) {
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.email-change-confirm`,
      userId: event.userId,
      recipient: event.newEmail,
      template: 'email-change-confirm',
      category: 'transactional',
      data: { firstName: event.firstName, newEmail: event.newEmail, confirmUrl: event.confirmUrl },
    });
  }

  @EventPattern(UserEmailChanged.name)
  async changed(@Payload() event: EventPayload<typeof UserEmailChanged>, @Ctx() ctx: EventContext) {
    await this.recipients.setEmail(ctx.tx, event.userId, event.email, event.previousEmail);
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.email-changed`,
      userId: event.userId,
      recipient: event.previousEmail,
      template: 'email-changed',
      category: 'transactional',
      data: { firstName: event.firstName, newEmail: event.email },
    });
  }
}
