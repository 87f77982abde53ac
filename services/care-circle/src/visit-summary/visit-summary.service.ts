import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  takenOn,
  VisitSummaryLinkNotFound,
  type VisitSummary,
  type VisitSummaryLink,
  type VisitSummaryLinkListed,
} from '@tend/contracts';
import { CONFIG, DATABASE, DomainError, type Database } from '@tend/platform';
import type { CareCircleConfig } from '../care-circle.env';
import { CareLogRepository } from '../care-log/care-log.repository';
import { CirclesRepository, type CircleRow } from '../circle/circles.repository';
import { dueAtOf } from '../doses/dose-rules';
import { HealthAccess } from '../health/health-access';
import { HealthAuditRepository } from '../health/health-audit.repository';
import { newToken, tokenHash } from '../invitations/invitation-token';
import { MedicationsRepository } from '../medications/medications.repository';
import { addDays } from '../tasks/occurrences';
import { OwnerCheckInsRepository } from './owner-check-ins.repository';
import { missedDoses, summaryDays, trends } from './summary-rules';
import { VisitSummaryRepository } from './visit-summary.repository';

const LinkDays = 7;

/**
 * One page for the doctor: the current medicines, the doses missed in the last 30 days, the log's
 * trends and falls, the owner's latest check-in level, and her questions. Read by the owner, organizers and family; shared by
 * the owner with a clinician through a link that expires in 7 days and can be revoked.
 */
@Injectable()
export class VisitSummaryService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CONFIG) private readonly config: CareCircleConfig,
    private readonly access: HealthAccess,
    private readonly audit: HealthAuditRepository,
    private readonly circles: CirclesRepository,
    private readonly medications: MedicationsRepository,
    private readonly log: CareLogRepository,
    private readonly summaries: VisitSummaryRepository,
    private readonly checkIns: OwnerCheckInsRepository,
  ) {}

  async get(userId: string, recipientId: string): Promise<VisitSummary> {
    const { circle } = await this.access.read(userId, recipientId, 'read-visit-summary');
    return this.summaryOf(circle, new Date());
  }

  async setQuestions(
    userId: string,
    recipientId: string,
    questions: string[],
  ): Promise<VisitSummary> {
    const { circle, member } = await this.access.require(userId, recipientId, 'ownHealth');
    await this.db.transaction(async (tx) => {
      await this.summaries.setQuestions(tx, recipientId, questions);
      await this.audit.record(tx, member, 'set-visit-questions');
    });
    return this.summaryOf(circle, new Date());
  }

  async share(userId: string, recipientId: string, now = new Date()): Promise<VisitSummaryLink> {
    const { member } = await this.access.require(userId, recipientId, 'ownHealth');
    const token = newToken();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + LinkDays * 86_400_000);
    await this.db.transaction(async (tx) => {
      await this.summaries.createLink(tx, {
        id,
        recipientId,
        tokenHash: tokenHash(token),
        expiresAt,
      });
      await this.audit.record(tx, member, 'shared-visit-summary', id);
    });
    // The page a clinician opens in a browser, on the app's public address (as invitation links).
    return {
      id,
      url: `${this.config.PUBLIC_URL}/visit/${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The owner's links, newest first; only tokens' hashes are kept, so none carries its address. */
  async links(userId: string, recipientId: string): Promise<VisitSummaryLinkListed[]> {
    const { member } = await this.access.require(userId, recipientId, 'ownHealth');
    await this.db.transaction((tx) => this.audit.record(tx, member, 'read-visit-summary-links'));
    const rows = await this.summaries.links(recipientId);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
    }));
  }

  async revoke(userId: string, recipientId: string, linkId: string): Promise<{ ok: true }> {
    const { member } = await this.access.require(userId, recipientId, 'ownHealth');
    const revoked = await this.db.transaction(async (tx) => {
      if (!(await this.summaries.revokeLink(tx, recipientId, linkId, new Date()))) return false;
      await this.audit.record(tx, member, 'revoked-visit-summary-link', linkId);
      return true;
    });
    if (!revoked) throw DomainError.notFound(VisitSummaryLinkNotFound);
    return { ok: true };
  }

  /** The summary a clinician's link opens, and nothing else; each opening is in the owner's audit. */
  async shared(token: string, now = new Date()): Promise<VisitSummary> {
    const link = await this.summaries.openLink(tokenHash(token), now);
    const circle = link && (await this.circles.find(link.recipientId));
    if (!link || !circle) throw DomainError.notFound(VisitSummaryLinkNotFound);
    await this.db.transaction((tx) =>
      this.audit.record(
        tx,
        { recipientId: link.recipientId, userId: null, name: null },
        'clinician-read-visit-summary',
        link.id,
      ),
    );
    return this.summaryOf(circle, now);
  }

  private async summaryOf(circle: CircleRow, now: Date): Promise<VisitSummary> {
    const zone = circle.timeZone;
    const days = summaryDays(zone, now);
    const [meds, logged, entries, ranges, questions, ownerCheckIn] = await Promise.all([
      this.medications.ofCircle(circle.recipientId),
      this.summaries.loggedSince(circle.recipientId, days.from),
      this.log.between(circle.recipientId, new Date(`${addDays(days.from, -1)}T00:00:00Z`), now),
      this.log.ranges(circle.recipientId),
      this.summaries.questions(circle.recipientId),
      this.checkIns.ofOwner(circle.recipientId),
    ]);
    const inPeriod = entries.filter((entry) => entry.at >= startOf(days.from, zone));
    return {
      recipientName: circle.recipientName,
      timeZone: zone,
      generatedAt: now.toISOString(),
      ...days,
      medications: meds
        .filter((m) => takenOn(m, days.until))
        .map((m) => ({
          name: m.name,
          strength: m.strength,
          form: m.form,
          dose: { amount: m.doseAmount, unit: m.doseUnit },
          schedule: m.schedule,
          purpose: m.purpose,
          prescriber: m.prescriber,
          startDate: m.startDate,
        })),
      missedDoses: missedDoses(meds, logged, zone, days, now),
      trends: trends(inPeriod, ranges),
      falls: inPeriod.flatMap((entry) =>
        entry.reading.kind === 'fall'
          ? [{ at: entry.at.toISOString(), injured: entry.reading.injured, note: entry.note }]
          : [],
      ),
      ownerCheckIn,
      questions,
    };
  }
}

function startOf(day: string, zone: string): Date {
  return dueAtOf(`${day}T00:00`, zone);
}
