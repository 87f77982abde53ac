import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  DefaultLanguage,
  SignupAccountExists,
  UserDeleted,
  UserLanguageChanged,
  UserRegistered,
  UserRoleChanged,
  VerificationRequested,
  type EventPayload,
} from '@tend/contracts';
import { EventContext, SubjectErasure } from '@tend/platform';
import { EmailDeliveriesRepository } from '../email/email-deliveries.repository';
import { EmailRequests } from '../email/email-requests';
import { AccountNotices } from '../inbox/account-notices';
import { InboxLinks } from '../inbox/inbox-links';
import { InboxRepository } from '../inbox/inbox.repository';
import { RecipientsRepository } from '../recipients/recipients.repository';
import { SupportRequestsRepository } from '../support/support-requests.repository';

/** Identity's account events: the e-mails they call for, the recipient copy, and erasure. */
@Controller()
export class AccountEventsController {
  constructor(
    private readonly emails: EmailRequests,
    private readonly recipients: RecipientsRepository,
    private readonly deliveries: EmailDeliveriesRepository,
    private readonly inbox: InboxRepository,
    private readonly support: SupportRequestsRepository,
    private readonly erasure: SubjectErasure,
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
      data: {
        firstName: event.firstName,
        verificationUrl: event.verificationUrl,
        // No account yet: the e-mail speaks the language the sign-up was made in.
        language: event.language ?? DefaultLanguage,
      },
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
      language: event.language ?? DefaultLanguage,
      registeredAt: new Date(event.registeredAt),
    });
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.welcome`,
      userId: event.userId,
      recipient: event.email,
      template: 'welcome',
      category: 'updates',
      data: { firstName: event.firstName },
    });
    await this.inbox.add(ctx.tx, {
      userId: event.userId,
      ...AccountNotices.welcome(event.firstName),
      dedupeKey: `${ctx.eventId}.welcome`,
      link: InboxLinks.coach,
    });
  }

  @EventPattern(UserLanguageChanged.name)
  async languageChanged(
    @Payload() event: EventPayload<typeof UserLanguageChanged>,
    @Ctx() ctx: EventContext,
  ) {
    await this.recipients.setLanguage(ctx.tx, {
      userId: event.userId,
      language: event.language,
      asOf: new Date(event.changedAt),
    });
  }

  @EventPattern(UserRoleChanged.name)
  async roleChanged(
    @Payload() event: EventPayload<typeof UserRoleChanged>,
    @Ctx() ctx: EventContext,
  ) {
    await this.recipients.setRole(ctx.tx, {
      userId: event.userId,
      email: event.email,
      role: event.role,
      asOf: new Date(event.changedAt),
    });
  }

  @EventPattern(UserDeleted.name)
  async deleted(@Payload() event: EventPayload<typeof UserDeleted>, @Ctx() ctx: EventContext) {
    const language = await this.recipients.languageOf(event.userId, ctx.tx);
    await this.recipients.delete(ctx.tx, event.userId, event.email);
    await this.deliveries.deleteFor(ctx.tx, event.userId, event.email);
    await this.inbox.deleteFor(ctx.tx, event.userId);
    await this.support.deleteFor(ctx.tx, event.userId);
    // The farewell goes to the address the account had; its delivery is forgotten once sent.
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.account-deleted`,
      userId: null,
      recipient: event.email,
      template: 'account-deleted',
      category: 'transactional',
      data: { language },
    });
    await this.erasure.eraseAndConfirm(ctx.tx, event, 'notifications');
  }
}
