import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { EligibilityAnswers, ProgramType, type EligibilityResult } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { eligibilityResults } from '../database/schema';
import type { EligibilityAssessment } from './eligibility-data';

@Injectable()
export class EligibilityResultsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(userId: string): Promise<EligibilityResult[]> {
    const rows = await this.db
      .select()
      .from(eligibilityResults)
      .where(eq(eligibilityResults.userId, userId))
      .orderBy(asc(eligibilityResults.programType));
    return rows.map((row) => ({
      programType: ProgramType.parse(row.programType),
      eligibilityScore: row.eligibilityScore,
      status: 'assessed' as const,
    }));
  }

  /**
   * Stores the user's result for the program. The same answers again change nothing (false);
   * different answers replace the earlier result, as the newest check is the one that counts.
   */
  async record(
    userId: string,
    assessment: EligibilityAssessment,
    db: DbExecutor = this.db,
  ): Promise<boolean> {
    const values = {
      eligibilityScore: assessment.eligibilityScore,
      status: assessment.status,
      answers: assessment.answers,
      answersKey: assessment.answersKey,
    };
    const rows = await db
      .insert(eligibilityResults)
      .values({ userId, programType: assessment.programType, ...values })
      .onConflictDoUpdate({
        target: [eligibilityResults.userId, eligibilityResults.programType],
        set: { ...values, assessedAt: sql`now()` },
        setWhere: sql`${eligibilityResults.answersKey} is distinct from excluded.answers_key`,
      })
      .returning({ userId: eligibilityResults.userId });
    return rows.length > 0;
  }

  /** The answers of the newest check, or null; a row that no longer reads as answers is none. */
  async latestAnswers(userId: string): Promise<EligibilityAnswers | null> {
    const [row] = await this.db
      .select({ answers: eligibilityResults.answers })
      .from(eligibilityResults)
      .where(eq(eligibilityResults.userId, userId))
      .orderBy(desc(eligibilityResults.assessedAt))
      .limit(1);
    const parsed = EligibilityAnswers.safeParse(row?.answers);
    return parsed.success ? parsed.data : null;
  }

  async deleteAll(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(eligibilityResults).where(eq(eligibilityResults.userId, userId));
  }
}
