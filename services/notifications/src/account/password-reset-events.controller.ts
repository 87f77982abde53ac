import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { PasswordResetRequested, type EventPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { EmailRequests } from '../email/email-requests';

/** The reset link goes out as a transactional e-mail: settings and unsubscribes never stop it. */
@Controller()
export class PasswordResetEventsController {
  constructor(private readonly emails: EmailRequests) {}

  @EventPattern(PasswordResetRequested.name)
  async resetRequested(
    @Payload() event: EventPayload<typeof PasswordResetRequested>,
    @Ctx() ctx: EventContext,
  ) {
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.password-reset`,
      userId: event.userId,
      recipient: event.email,
      template: 'password-reset',
      category: 'transactional',
      data: { firstName: event.firstName, resetUrl: event.resetUrl },
    });
  }
}
