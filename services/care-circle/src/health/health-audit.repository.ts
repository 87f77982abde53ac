import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import type { HealthAuditAction, HealthAuditEntry } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { healthAudit } from '../database/health-schema';

/** How many of the latest audit entries the owner is shown. */
const AuditPage = 500;

/** All SQL of the health audit: a row per read or change of the recipient's health information. */
@Injectable()
export class HealthAuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async record(
    tx: DbExecutor,
    /** Who did it; no one (null) for a clinician's link. */
    member: { recipientId: string; userId: string | null; name: string | null },
    action: HealthAuditAction,
    subjectId: string | null = null,
  ): Promise<void> {
    await tx.insert(healthAudit).values({
      id: randomUUID(),
      recipientId: member.recipientId,
      userId: member.userId,
      userName: member.name,
      action,
      subjectId,
    });
  }

  async latest(recipientId: string): Promise<HealthAuditEntry[]> {
    const rows = await this.db
      .select()
      .from(healthAudit)
      .where(eq(healthAudit.recipientId, recipientId))
      .orderBy(desc(healthAudit.at), desc(healthAudit.id))
      .limit(AuditPage);
    return rows.map((row) => ({
      at: row.at.toISOString(),
      by: row.userId && row.userName ? { userId: row.userId, name: row.userName } : null,
      action: row.action,
      subjectId: row.subjectId,
    }));
  }
}
