import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, DATABASE, DomainError, type Database } from '@tend/platform';
import type { CareCircleConfig } from '../care-circle.env';
import { CircleAccess } from '../circle/circle-access';
import { CirclesRepository } from '../circle/circles.repository';
import { newToken, tokenHash } from '../invitations/invitation-token';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { icalFeed } from './ical-feed';

const CalendarNotFound = 'We could not find that calendar.';

/**
 * Each member's private iCalendar feed of a circle's tasks, to subscribe to in Google, Apple or
 * Outlook calendars. Its secret address is the credential: revoked, or its member gone, it is a 404.
 */
@Injectable()
export class CalendarService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CONFIG) private readonly config: CareCircleConfig,
    private readonly access: CircleAccess,
    private readonly circles: CirclesRepository,
    private readonly feeds: CalendarFeedsRepository,
  ) {}

  async create(userId: string, recipientId: string): Promise<{ url: string }> {
    await this.access.require(userId, recipientId, 'read');
    const token = newToken();
    await this.db.transaction((tx) =>
      this.feeds.replace(tx, recipientId, userId, tokenHash(token)),
    );
    return { url: `${this.config.PUBLIC_URL}/api/calendar/${token}.ics` };
  }

  async revoke(userId: string, recipientId: string): Promise<{ ok: true }> {
    await this.access.require(userId, recipientId, 'read');
    await this.db.transaction((tx) => this.feeds.revoke(tx, recipientId, userId));
    return { ok: true };
  }

  async read(token: string): Promise<{ ics: string; filename: string }> {
    const feed = await this.feeds.byTokenHash(tokenHash(token));
    const found = feed && (await this.circles.membership(feed.userId, feed.recipientId));
    if (!found) throw DomainError.notFound(CalendarNotFound);
    const [rows, members] = await Promise.all([
      this.feeds.tasksOf(feed.recipientId),
      this.circles.members(feed.recipientId),
    ]);
    const ics = icalFeed({
      recipientName: found.circle.recipientName,
      timeZone: found.circle.timeZone,
      tasks: rows.map((row) => ({
        ...row,
        assigneeName: members.find((member) => member.userId === row.assigneeUserId)?.name ?? null,
        done: row.doneAt !== null,
      })),
    });
    return { ics, filename: 'care-circle.ics' };
  }
}
