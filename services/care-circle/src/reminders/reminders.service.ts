import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { CircleTaskReminderDue, CircleUpdatesDigest } from '@tend/contracts';
import { DATABASE, Outbox, type Database } from '@tend/platform';
import { digestDue, dueReminders, memberClock } from './reminder-timing';
import { RemindersRepository } from './reminders.repository';

/**
 * The circle's time-driven notices, found by sweeping the database: task reminders to whoever has
 * the task, and daily digests of updates. Each is recorded as sent in the transaction that puts
 * its event in the outbox, so a sweep may run on every replica, be repeated or be interrupted:
 * nothing goes twice, and a restart only delays what was due. `now` is the clock (tests move it).
 */
@Injectable()
export class RemindersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly reminders: RemindersRepository,
    private readonly outbox: Outbox,
  ) {}

  async sweep(now: Date = new Date()): Promise<{ reminders: number; digests: number }> {
    return { reminders: await this.sendTaskReminders(now), digests: await this.sendDigests(now) };
  }

  /**
   * Reminders go to whoever has the task; an open task reminds nobody (it shows as open on the
   * agenda and on Home, and an organizer who gave no one the task is not nagged twice a day).
   */
  private async sendTaskReminders(now: Date): Promise<number> {
    // Two days past now's UTC wall clock covers every zone's next 25 hours.
    const startingBy = DateTime.fromJSDate(now, { zone: 'utc' })
      .plus({ days: 2 })
      .toFormat("yyyy-MM-dd'T'HH:mm");
    let sent = 0;
    for (const { task, recipientName, circleZone, member } of await this.reminders.assignedTasks(
      startingBy,
    )) {
      const userId = task.assigneeUserId;
      if (!userId) continue;
      const clock = memberClock(member, circleZone);
      for (const due of dueReminders(task, circleZone, clock, now)) {
        const claimed = await this.db.transaction(async (tx) => {
          const key = { taskId: task.id, occurrence: due.occurrence, kind: due.when, userId };
          if (!(await this.reminders.claim(tx, key))) return false;
          await this.outbox.add(tx, CircleTaskReminderDue, {
            userId,
            recipientId: task.recipientId,
            recipientName,
            taskId: task.id,
            kind: task.kind,
            title: task.title,
            place: task.place,
            occurrence: due.occurrence,
            startsAt: due.startsAt.toUTC().toISO() ?? '',
            timeZone: clock.zone,
            when: due.when,
          });
          return true;
        });
        if (claimed) sent += 1;
      }
    }
    return sent;
  }

  private async sendDigests(now: Date): Promise<number> {
    let sent = 0;
    for (const { member, circle } of await this.reminders.dailyDigestMembers()) {
      const clock = memberClock(member, circle.timeZone);
      if (!digestDue(member.digestedThrough, clock, now)) continue;
      const went = await this.db.transaction(async (tx) => {
        const posted = await this.reminders.updatesFor(
          circle.recipientId,
          member.userId,
          member.digestedThrough,
          now,
          tx,
        );
        // A digest holds at most 200 updates; the rest go in the next one.
        const through = posted.length === 200 ? posted[199].createdAt : now;
        const moved = await this.reminders.moveDigest(
          tx,
          circle.recipientId,
          member.userId,
          member.digestedThrough,
          through,
        );
        if (!moved || posted.length === 0) return false;
        await this.outbox.add(tx, CircleUpdatesDigest, {
          userId: member.userId,
          recipientId: circle.recipientId,
          recipientName: circle.recipientName,
          day: DateTime.fromJSDate(now).setZone(clock.zone).toISODate() ?? '',
          updates: posted.map((update) => ({
            updateId: update.id,
            authorName: update.authorName,
            postedAt: update.createdAt.toISOString(),
          })),
        });
        return true;
      });
      if (went) sent += 1;
    }
    return sent;
  }
}
