import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNotNull, lte, ne, or, isNull, sql } from 'drizzle-orm';
import { inEveryLanguage } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { recipients } from '../database/schema';
import { EmailRequests } from '../email/email-requests';
import { AccountNotices } from '../inbox/account-notices';
import { InboxLinks } from '../inbox/inbox-links';
import { InboxRepository } from '../inbox/inbox.repository';
import { noticeInEveryLanguage } from '../inbox/localized-notice';
import { checkInReminderNotice } from '../check-in/check-in-notices';
import { tipForWeek } from './check-in-tips';
import {
  AssessmentRetakeAfterDays,
  CheckInEveryDays,
  assessmentReminderDue,
  checkInDue,
  weekNumber,
} from './reminder-rules';

const day = 24 * 3600 * 1000;

/**
 * The time-driven notifications: a weekly tip (in-app and a tips e-mail, named "check-in" in the
 * code) for caregivers who keep tips on, the reminder to check in again she asked for from her
 * results, and else a reminder a month after her last check-in. The
 * state lives in the database, so a lost timer or a restart only delays a reminder.
 */
@Injectable()
export class RemindersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly inbox: InboxRepository,
    private readonly emails: EmailRequests,
  ) {}

  async sweep(
    now = new Date(),
  ): Promise<{ checkIns: number; assessmentReminders: number; checkInReminders: number }> {
    return {
      checkIns: await this.sendCheckIns(now),
      // Before the monthly one: a reminder she asked for stands in for it.
      checkInReminders: await this.sendCheckInReminders(now),
      assessmentReminders: await this.sendAssessmentReminders(now),
    };
  }

  /** The reminders to check in again that caregivers asked for from their results, once due. */
  private async sendCheckInReminders(now: Date): Promise<number> {
    const due = await this.db
      .select()
      .from(recipients)
      .where(lte(recipients.checkInReminderAt, now))
      .limit(500);
    for (const recipient of due) {
      await this.db.transaction(async (tx) => {
        const last = { score: recipient.lastAssessmentScore, level: recipient.lastAssessmentLevel };
        await this.inbox.add(tx, {
          userId: recipient.userId,
          ...noticeInEveryLanguage((language) => checkInReminderNotice(last, language)),
          dedupeKey: `check-in-reminder.${recipient.userId}.${recipient.checkInReminderAt?.toISOString()}`,
          link: InboxLinks.checkIn,
        });
        // Sent: the monthly reminder for the same check-in would only repeat it.
        await tx
          .update(recipients)
          .set({
            checkInReminderAt: null,
            checkInReminderAskedAt: null,
            assessmentReminderFor: recipient.lastAssessmentAt,
          })
          .where(eq(recipients.userId, recipient.userId));
      });
    }
    return due.length;
  }

  private async sendCheckIns(now: Date): Promise<number> {
    const weekAgo = new Date(now.getTime() - CheckInEveryDays * day);
    const due = await this.db
      .select()
      .from(recipients)
      .where(
        and(
          eq(recipients.tipNotifications, true),
          // A row whose registration has not arrived yet has no address to write to.
          ne(recipients.email, ''),
          or(
            lte(recipients.lastCheckInAt, weekAgo),
            and(isNull(recipients.lastCheckInAt), lte(recipients.createdAt, weekAgo)),
          ),
        ),
      )
      .limit(500);
    const week = weekNumber(now);
    const tip = tipForWeek(week);
    let sent = 0;
    for (const recipient of due.filter((r) => checkInDue(r, now))) {
      await this.db.transaction(async (tx) => {
        const key = `check-in.${recipient.userId}.${week}`;
        await this.inbox.add(tx, {
          userId: recipient.userId,
          type: 'reminder',
          words: inEveryLanguage((language) => ({
            title: tip[language].title,
            message: tip[language].body,
          })),
          dedupeKey: key,
          link: InboxLinks.checkIn,
        });
        await this.emails.request(tx, {
          dedupeKey: key,
          userId: recipient.userId,
          recipient: recipient.email,
          template: 'tips',
          category: 'tips',
          data: { firstName: recipient.firstName, ...tip[recipient.language] },
        });
        await tx
          .update(recipients)
          .set({ lastCheckInAt: now })
          .where(eq(recipients.userId, recipient.userId));
      });
      sent += 1;
    }
    return sent;
  }

  private async sendAssessmentReminders(now: Date): Promise<number> {
    const monthAgo = new Date(now.getTime() - AssessmentRetakeAfterDays * day);
    const due = await this.db
      .select()
      .from(recipients)
      .where(
        and(
          isNotNull(recipients.lastAssessmentAt),
          lte(recipients.lastAssessmentAt, monthAgo),
          sql`${recipients.assessmentReminderFor} is distinct from ${recipients.lastAssessmentAt}`,
        ),
      )
      .limit(500);
    let sent = 0;
    for (const recipient of due.filter((r) => assessmentReminderDue(r, now))) {
      await this.db.transaction(async (tx) => {
        await this.inbox.add(tx, {
          userId: recipient.userId,
          ...AccountNotices.assessmentReminder,
          dedupeKey: `assessment-reminder.${recipient.userId}.${recipient.lastAssessmentAt?.toISOString()}`,
          link: InboxLinks.checkIn,
        });
        await tx
          .update(recipients)
          .set({ assessmentReminderFor: recipient.lastAssessmentAt })
          .where(eq(recipients.userId, recipient.userId));
      });
      sent += 1;
    }
    return sent;
  }
}
