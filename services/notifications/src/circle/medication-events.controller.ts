import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  CircleDoseMissed,
  CircleDoseReminderDue,
  CircleRefillDue,
  type EventPayload,
} from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { InboxLinks } from '../inbox/inbox-links';
import { noticeInEveryLanguage } from '../inbox/localized-notice';
import { CircleNotices } from './circle-notices';
import { doseMissedNotice, doseReminderNotice, refillNotice } from './medication-messages';

/**
 * The recipient's doses and refills: reminders to the members who take them, the missed-dose
 * notice to the circle's family, in the inbox and by e-mail as each member's settings and
 * unsubscribes say. Each is keyed by its dose (or refill day) and member, so a repeated event
 * tells nobody twice.
 */
@Controller()
export class MedicationEventsController {
  constructor(private readonly notices: CircleNotices) {}

  @EventPattern(CircleDoseReminderDue.name)
  async doseReminder(
    @Payload() event: EventPayload<typeof CircleDoseReminderDue>,
    @Ctx() ctx: EventContext,
  ) {
    const key = `circle-dose-reminder.${event.medicationId}.${event.scheduledFor}.${event.userId}`;
    await this.notices.tell(
      ctx.tx,
      event.userId,
      noticeInEveryLanguage((language) => doseReminderNotice(event, language)),
      InboxLinks.circleDoses(event.recipientId, doseDay(event.scheduledFor)),
      key,
      'circle-dose-reminder',
    );
  }

  @EventPattern(CircleDoseMissed.name)
  async doseMissed(
    @Payload() event: EventPayload<typeof CircleDoseMissed>,
    @Ctx() ctx: EventContext,
  ) {
    const notice = noticeInEveryLanguage((language) => doseMissedNotice(event, language));
    const link = InboxLinks.circleDoses(event.recipientId, doseDay(event.scheduledFor));
    for (const userId of event.memberUserIds)
      await this.notices.tell(
        ctx.tx,
        userId,
        notice,
        link,
        `circle-dose-missed.${event.medicationId}.${event.scheduledFor}.${userId}`,
        'circle-dose-missed',
      );
  }

  @EventPattern(CircleRefillDue.name)
  async refill(@Payload() event: EventPayload<typeof CircleRefillDue>, @Ctx() ctx: EventContext) {
    await this.notices.tell(
      ctx.tx,
      event.userId,
      noticeInEveryLanguage((language) => refillNotice(event, language)),
      InboxLinks.circleMedications(event.recipientId),
      `circle-refill.${event.medicationId}.${event.refillBy}.${event.userId}`,
      'circle-refill',
    );
  }
}

/** The day a dose is on, from its wall-clock time in the circle's zone (`YYYY-MM-DDTHH:MM`). */
function doseDay(scheduledFor: string): string {
  return scheduledFor.slice(0, 10);
}
