import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  SignupAccountExists,
  UserDataErased,
  UserDeleted,
  UserRegistered,
  VerificationRequested,
  type EventPayload,
} from '@tend/contracts';
import { EventContext, Outbox } from '@tend/platform';
import { EmailDeliveriesRepository } from '../email/email-deliveries.repository';
import { EmailRequests } from '../email/email-requests';
import { RecipientsRepository } from '../recipients/recipients.repository';

/** Identity's account events: the e-mails they call for, the recipient copy, and erasure. */
@Controller()
export class AccountEventsController {
  constructor(
    private readonly emails: EmailRequests,
    private readonly recipients: RecipientsRepository,
    private readonly deliveries: EmailDeliveriesRepository,
    private readonly outbox: Outbox,
  ) {}

  @EventPattern(VerificationRequested.name)
  async verificationRequested(
    @Payload() event: EventPayload<typeof VerificationRequested>,
    @Ctx() ctx: EventContext,
  ) {
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.verification`,
      userId: null,
      recipient: event.email,
      template: 'verification',
      category: 'transactional',
      data: { firstName: event.firstName, verificationUrl: event.verificationUrl },
    });
  }

  @EventPattern(SignupAccountExists.name)
  async accountExists(
    @Payload() event: EventPayload<typeof SignupAccountExists>,
    @Ctx() ctx: EventContext,
  ) {
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.account-exists`,
      userId: null,
      recipient: event.email,
      template: 'account-exists',
      category: 'transactional',
      data: { firstName: event.firstName, signInUrl: event.signInUrl },
    });
  }

  @EventPattern(UserRegistered.name)
  async registered(
    @Payload() event: EventPayload<typeof UserRegistered>,
    @Ctx() ctx: EventContext,
  ) {
    await this.recipients.upsert(ctx.tx, {
      userId: event.userId,
      email: event.email,
      firstName: event.firstName,
      role: event.role,
    });
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.welcome`,
      userId: event.userId,
      recipient: event.email,
      template: 'welcome',
      category: 'updates',
      data: { firstName: event.firstName },
    });
  }

  @EventPattern(UserDeleted.name)
  async deleted(@Payload() event: EventPayload<typeof UserDeleted>, @Ctx() ctx: EventContext) {
    await this.recipients.delete(ctx.tx, event.userId, event.email);
    await this.deliveries.deleteFor(ctx.tx, event.userId, event.email);
    await this.outbox.add(ctx.tx, UserDataErased, {
      userId: event.userId,
      service: 'notifications',
      erasedAt: new Date().toISOString(),
    });
  }
}
