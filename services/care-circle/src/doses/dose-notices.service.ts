import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { CircleDoseMissed, CircleDoseReminderDue, CircleRefillDue } from '@tend/contracts';
import { DATABASE, Outbox, type Database, type DbExecutor } from '@tend/platform';
import type { MemberRow } from '../circle/circles.repository';
import { isQuiet, memberClock } from '../reminders/reminder-timing';
import { addDays, instantOf, todayIn } from '../tasks/occurrences';
import { knownWhenDue } from './dose-rules';
import { dosesAround, missedNow, refillDue, reminderDecision } from './dose-notice-rules';
import { DoseNoticesRepository, type WatchedMedication } from './dose-notices.repository';

export interface DoseNoticeCounts {
  reminders: number;
  missed: number;
  refills: number;
}

/**
 * Dose reminders, missed-dose notices and refill reminders, found by sweeping the database like
 * the task reminders: each is recorded as sent in the transaction that puts its event in the
 * outbox, so a sweep may be repeated, run on every replica or cut short by a restart, and nothing
 * goes twice or is lost. `now` is the clock (tests move it).
 */
@Injectable()
export class DoseNoticesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly notices: DoseNoticesRepository,
    private readonly outbox: Outbox,
  ) {}

  async sweep(at: Date = new Date()): Promise<DoseNoticeCounts> {
    const now = DateTime.fromJSDate(at);
    const watched = await this.notices.watched();
    const members = await this.notices.healthMembers([
      ...new Set(watched.map((w) => w.medication.recipientId)),
    ]);
    const since = addDays(now.toUTC().toISODate() ?? '', -2);
    const logged = await this.notices.logged(since);
    const counts: DoseNoticeCounts = { reminders: 0, missed: 0, refills: 0 };
    for (const item of watched) {
      const circle = members.filter((m) => m.recipientId === item.medication.recipientId);
      await this.doseNotices(item, circle, logged, now, counts);
      counts.refills += await this.refillReminders(item, circle, now);
    }
    return counts;
  }

  private async doseNotices(
    { medication, recipientName, timeZone }: WatchedMedication,
    circle: MemberRow[],
    logged: Set<string>,
    now: DateTime,
    counts: DoseNoticeCounts,
  ): Promise<void> {
    for (const scheduledFor of dosesAround(medication, timeZone, now)) {
      if (logged.has(`${medication.id} ${scheduledFor}`)) continue;
      const dueAt = instantOf(scheduledFor, timeZone);
      // Nobody is reminded of, or told of, a dose due before the medicine was added to Tend.
      if (!knownWhenDue(dueAt.toJSDate(), medication)) continue;
      const moment = {
        recipientId: medication.recipientId,
        recipientName,
        medicationId: medication.id,
        medicationName: medication.name,
        doseText: `${medication.doseAmount} ${medication.doseUnit}`,
        scheduledFor,
        dueAt: dueAt.toUTC().toISO() ?? '',
      };
      for (const member of circle.filter((m) => m.doseReminders)) {
        const clock = memberClock(member, timeZone);
        if (reminderDecision(dueAt, now, clock, medication.critical) !== 'send') continue;
        const key = { medicationId: medication.id, scheduledFor, kind: 'reminder' as const };
        if (
          await this.claimed({ ...key, audience: member.userId }, (tx) =>
            this.outbox.add(tx, CircleDoseReminderDue, {
              ...moment,
              userId: member.userId,
              timeZone: clock.zone,
            }),
          )
        )
          counts.reminders += 1;
      }
      if (!missedNow(dueAt, medication.missedAfterMinutes, now) || circle.length === 0) continue;
      const key = { medicationId: medication.id, scheduledFor, kind: 'missed' as const };
      if (
        await this.claimed({ ...key, audience: 'family' }, (tx) =>
          this.outbox.add(tx, CircleDoseMissed, {
            ...moment,
            missedAfterMinutes: medication.missedAfterMinutes,
            memberUserIds: circle.map((m) => m.userId),
            timeZone,
          }),
        )
      )
        counts.missed += 1;
    }
  }

  /** A refill reminder to each member who takes reminders, outside their quiet hours, once per day to refill by. */
  private async refillReminders(
    { medication, recipientName, timeZone }: WatchedMedication,
    circle: MemberRow[],
    now: DateTime,
  ): Promise<number> {
    const refillBy = refillDue(medication, todayIn(timeZone, now.toJSDate()), timeZone);
    if (!refillBy) return 0;
    let sent = 0;
    for (const member of circle.filter((m) => m.doseReminders)) {
      const clock = memberClock(member, timeZone);
      if (isQuiet(now.setZone(clock.zone), clock.quiet)) continue;
      const went = await this.db.transaction(async (tx) => {
        const key = { medicationId: medication.id, refillBy, userId: member.userId };
        if (!(await this.notices.claimRefill(tx, key))) return false;
        await this.outbox.add(tx, CircleRefillDue, {
          userId: member.userId,
          recipientId: medication.recipientId,
          recipientName,
          medicationId: medication.id,
          medicationName: medication.name,
          pharmacy: medication.pharmacy,
          refillBy,
        });
        return true;
      });
      if (went) sent += 1;
    }
    return sent;
  }

  /** Records the notice and puts its event in the outbox, together; false when it was sent before. */
  private claimed(
    key: Parameters<DoseNoticesRepository['claimDose']>[1],
    send: (tx: DbExecutor) => Promise<unknown>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.notices.claimDose(tx, key))) return false;
      await send(tx);
      return true;
    });
  }
}
