import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { doses, healthSettings, visitSummaryLinks } from '../database/health-schema';
import type { LoggedDose } from './summary-rules';

export type VisitSummaryLinkRow = typeof visitSummaryLinks.$inferSelect;

/** The SQL of the visit summary: the owner's questions, the clinician links, the doses of a period. */
@Injectable()
export class VisitSummaryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async questions(recipientId: string): Promise<string[]> {
    const [row] = await this.db
      .select({ questions: healthSettings.visitQuestions })
      .from(healthSettings)
      .where(eq(healthSettings.recipientId, recipientId));
    return row?.questions ?? [];
  }

  async setQuestions(tx: DbExecutor, recipientId: string, questions: string[]): Promise<void> {
    await tx
      .insert(healthSettings)
      .values({ recipientId, visitQuestions: questions })
      .onConflictDoUpdate({
        target: healthSettings.recipientId,
        set: { visitQuestions: questions },
      });
  }

  /** The scheduled doses logged from the day `fromDay` on. */
  loggedSince(recipientId: string, fromDay: string): Promise<LoggedDose[]> {
    return this.db
      .select({
        medicationId: doses.medicationId,
        scheduledFor: doses.scheduledFor,
        status: doses.status,
        reason: doses.reason,
      })
      .from(doses)
      .where(and(eq(doses.recipientId, recipientId), gte(doses.scheduledFor, fromDay)));
  }

  async createLink(tx: DbExecutor, link: typeof visitSummaryLinks.$inferInsert): Promise<void> {
    await tx.insert(visitSummaryLinks).values(link);
  }

  /** The recipient's links, newest first (at most `limit`: old ones add nothing to the list). */
  links(recipientId: string, limit = 50): Promise<VisitSummaryLinkRow[]> {
    return this.db
      .select()
      .from(visitSummaryLinks)
      .where(eq(visitSummaryLinks.recipientId, recipientId))
      .orderBy(desc(visitSummaryLinks.createdAt), desc(visitSummaryLinks.id))
      .limit(limit);
  }

  async revokeLink(
    tx: DbExecutor,
    recipientId: string,
    linkId: string,
    now: Date,
  ): Promise<boolean> {
    const rows = await tx
      .update(visitSummaryLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(visitSummaryLinks.recipientId, recipientId),
          eq(visitSummaryLinks.id, linkId),
          isNull(visitSummaryLinks.revokedAt),
        ),
      )
      .returning({ id: visitSummaryLinks.id });
    return rows.length > 0;
  }

  /** The link a token opens: not revoked and not expired. */
  async openLink(tokenHash: string, now: Date): Promise<VisitSummaryLinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(visitSummaryLinks)
      .where(
        and(
          eq(visitSummaryLinks.tokenHash, tokenHash),
          isNull(visitSummaryLinks.revokedAt),
          gt(visitSummaryLinks.expiresAt, now),
        ),
      );
    return row;
  }
}
