import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  CircleClosed,
  CircleInvitationSent,
  CircleUpdatePosted,
  type EventPayload,
} from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { EmailRequests } from '../email/email-requests';
import { InboxRepository } from '../inbox/inbox.repository';
import { circleClosedNotice, updatePostedNotice } from './circle-messages';

/**
 * What care circles tell people: the invitation e-mail (to an address that may have no account
 * yet, so it obeys that address's unsubscribes), and in-app notices of updates and of a circle
 * that closed. The notices open nothing yet: the web app has no circle page to open.
 */
@Controller()
export class CircleEventsController {
  constructor(
    private readonly emails: EmailRequests,
    private readonly inbox: InboxRepository,
  ) {}

  @EventPattern(CircleInvitationSent.name)
  async invitationSent(
    @Payload() event: EventPayload<typeof CircleInvitationSent>,
    @Ctx() ctx: EventContext,
  ) {
    await this.emails.request(ctx.tx, {
      dedupeKey: `${ctx.eventId}.circle-invitation`,
      userId: null,
      recipient: event.email,
      template: 'circle-invitation',
      category: 'updates',
      data: {
        inviterName: event.inviterName,
        recipientName: event.recipientName,
        role: event.role,
        acceptUrl: event.acceptUrl,
      },
    });
  }

  @EventPattern(CircleUpdatePosted.name)
  async updatePosted(
    @Payload() event: EventPayload<typeof CircleUpdatePosted>,
    @Ctx() ctx: EventContext,
  ) {
    const notice = updatePostedNotice(event.authorName, event.recipientName);
    for (const userId of event.memberUserIds)
      await this.inbox.add(ctx.tx, {
        userId,
        ...notice,
        dedupeKey: `${ctx.eventId}.circle-update.${userId}`,
        link: null,
      });
  }

  @EventPattern(CircleClosed.name)
  async closed(@Payload() event: EventPayload<typeof CircleClosed>, @Ctx() ctx: EventContext) {
    const notice = circleClosedNotice(event.recipientName);
    for (const userId of event.memberUserIds)
      await this.inbox.add(ctx.tx, {
        userId,
        ...notice,
        dedupeKey: `${ctx.eventId}.circle-closed.${userId}`,
        link: null,
      });
  }
}
