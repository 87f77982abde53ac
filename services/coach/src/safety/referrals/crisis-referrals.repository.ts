import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, gte, lte, sql } from 'drizzle-orm';
import type { CrisisReferral } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { crisisReferrals } from '../../database/schema';

/** The yearly report's counts: month, kind, level and a number, nothing else (no owner to take). */
@Injectable()
export class CrisisReferralsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Adds each count to its row, creating the row the first time: one statement. */
  async add(counts: readonly CrisisReferral[], executor: DbExecutor = this.db): Promise<void> {
    if (counts.length === 0) return;
    await executor
      .insert(crisisReferrals)
      .values([...counts])
      .onConflictDoUpdate({
        target: [crisisReferrals.month, crisisReferrals.kind, crisisReferrals.level],
        set: { count: sql`${crisisReferrals.count} + excluded.count` },
      });
  }

  /** Newest month first; within a month by kind, then level. Both months are included. */
  async list(from?: string, to?: string): Promise<CrisisReferral[]> {
    return this.db
      .select({
        month: crisisReferrals.month,
        kind: crisisReferrals.kind,
        level: crisisReferrals.level,
        count: crisisReferrals.count,
      })
      .from(crisisReferrals)
      .where(
        and(
          from ? gte(crisisReferrals.month, from) : undefined,
          to ? lte(crisisReferrals.month, to) : undefined,
        ),
      )
      .orderBy(desc(crisisReferrals.month), asc(crisisReferrals.kind), asc(crisisReferrals.level));
  }
}
