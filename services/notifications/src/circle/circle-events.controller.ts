import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  CircleClosed,
  CircleInvitationSent,
  CircleTaskReminderDue,
  CircleUpdatePosted,
  CircleUpdatesDigest,
  type EventPayload,
} from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { EmailRequests } from '../email/email-requests';
import { InboxLinks } from '../inbox/inbox-links';
import { InboxRepository } from '../inbox/inbox.repository';
import { noticeInEveryLanguage } from '../inbox/localized-notice';
import { RecipientsRepository } from '../recipients/recipients.repository';
import { CircleNotices } from './circle-notices';
import {
  circleClosedNotice,
  taskReminderNotice,
  updatePostedNotice,
  updatesDigestNotice,
} from './circle-messages';

/**
 * What care circles tell people: the invitation e-mail (to an address that may have no account
 * yet, so it obeys that address's unsubscribes); task reminders, new updates and daily digests in
 * the inbox and by e-mail as each member's communication settings and unsubscribes say (the
 * `updates` category); and the notice of a circle that closed, which opens nothing (it is gone).
 */
@Controller()
export class CircleEventsController {
  constructor(
    private readonly emails: EmailRequests,
    private readonly inbox: InboxRepository,
    private readonly recipients: RecipientsRepository,
    private readonly notices: CircleNotices,
  ) {}

  @EventPattern(CircleInvitationSent.name)
  async invitationSent(
    @Payload() event: EventPayload<typeof CircleInvitationSent>,
    @Ctx() ctx: EventContext,
  ) {
    // Someone with no account yet reads it in the language of the person who invited them.
    const inviter = await this.recipients.find(event.userId, ctx.tx);
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
        ...(inviter ? { language: inviter.language } : {}),
      },
    });
  }

  @EventPattern(CircleUpdatePosted.name)
  async updatePosted(
    @Payload() event: EventPayload<typeof CircleUpdatePosted>,
    @Ctx() ctx: EventContext,
  ) {
    const notice = noticeInEveryLanguage((language) =>
      updatePostedNotice(event.authorName, event.recipientName, language),
    );
    const link = InboxLinks.circleUpdate(event.recipientId, event.updateId);
    for (const userId of event.memberUserIds)
      await this.notices.tell(
        ctx.tx,
        userId,
        notice,
        link,
        `${ctx.eventId}.circle-update.${userId}`,
        'circle-update',
      );
  }

  @EventPattern(CircleUpdatesDigest.name)
  async updatesDigest(
    @Payload() event: EventPayload<typeof CircleUpdatesDigest>,
    @Ctx() ctx: EventContext,
  ) {
    const notice = noticeInEveryLanguage((language) =>
      updatesDigestNotice(
        event.recipientName,
        event.updates.map((update) => update.authorName),
        event.updates.length,
        language,
      ),
    );
    const key = `circle-digest.${event.recipientId}.${event.userId}.${event.day}`;
    const link = InboxLinks.circleUpdates(event.recipientId);
    await this.notices.tell(ctx.tx, event.userId, notice, link, key, 'circle-updates-digest');
  }

  @EventPattern(CircleTaskReminderDue.name)
  async taskReminder(
    @Payload() event: EventPayload<typeof CircleTaskReminderDue>,
    @Ctx() ctx: EventContext,
  ) {
    const key = `circle-reminder.${event.taskId}.${event.occurrence}.${event.when}.${event.userId}`;
    const link = InboxLinks.circleTask(event.recipientId, event.taskId);
    await this.notices.tell(
      ctx.tx,
      event.userId,
      noticeInEveryLanguage((language) => taskReminderNotice(event, language)),
      link,
      key,
      'circle-task-reminder',
    );
  }

  @EventPattern(CircleClosed.name)
  async closed(@Payload() event: EventPayload<typeof CircleClosed>, @Ctx() ctx: EventContext) {
    const notice = noticeInEveryLanguage((language) =>
      circleClosedNotice(event.recipientName, language),
    );
    for (const userId of event.memberUserIds)
      await this.inbox.add(ctx.tx, {
        userId,
        ...notice,
        dedupeKey: `${ctx.eventId}.circle-closed.${userId}`,
        link: null,
      });
  }
}
