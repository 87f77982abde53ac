import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BurdenAnswer, BurdenLevel, RecommendationKey } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { assessmentAnswers, assessments } from '../database/schema';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AnswerRow = typeof assessmentAnswers.$inferSelect;

export interface NewAssessment {
  id: string;
  userId: string;
  score: number;
  level: BurdenLevel;
  recommendations: string[];
  recommendationKeys: RecommendationKey[];
  completedAt: Date;
  answers: readonly BurdenAnswer[];
}

export interface StoredAssessment extends AssessmentRow {
  answers: AnswerRow[];
}

const newestFirst = [desc(assessments.completedAt), desc(assessments.seq)];

/** All SQL of assessments. Every read and delete is by the owner's id. */
@Injectable()
export class AssessmentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(tx: DbExecutor, assessment: NewAssessment): Promise<AssessmentRow> {
    const { answers, ...row } = assessment;
    const [created] = await tx.insert(assessments).values(row).returning();
    await tx.insert(assessmentAnswers).values(
      answers.map((answer) => ({
        assessmentId: row.id,
        questionId: answer.questionId,
        value: answer.value,
        score: answer.score,
        comment: answer.comment,
      })),
    );
    return created;
  }

  /** The owner's check-ins, newest first, each with its answers. */
  async history(userId: string): Promise<StoredAssessment[]> {
    const rows = await this.db
      .select()
      .from(assessments)
      .where(eq(assessments.userId, userId))
      .orderBy(...newestFirst);
    return this.withAnswers(rows);
  }

  /** One of the owner's check-ins and the one completed just before it (to know the change). */
  async findWithPrevious(
    userId: string,
    assessmentId: string,
  ): Promise<{ current: StoredAssessment; previous: AssessmentRow | undefined } | undefined> {
    const [row] = await this.db
      .select()
      .from(assessments)
      .where(and(eq(assessments.userId, userId), eq(assessments.id, assessmentId)));
    if (!row) return undefined;
    const [previous] = await this.db
      .select()
      .from(assessments)
      .where(
        and(
          eq(assessments.userId, userId),
          sql`(${assessments.completedAt}, ${assessments.seq}) < (${row.completedAt.toISOString()}::timestamptz, ${row.seq})`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(1);
    const [current] = await this.withAnswers([row]);
    return { current, previous };
  }

  async latest(userId: string): Promise<AssessmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assessments)
      .where(eq(assessments.userId, userId))
      .orderBy(...newestFirst)
      .limit(1);
    return row;
  }

  /** Erases every check-in of the user; their answers go with them (foreign key cascade). */
  async deleteFor(tx: DbExecutor, userId: string): Promise<number> {
    const rows = await tx
      .delete(assessments)
      .where(eq(assessments.userId, userId))
      .returning({ id: assessments.id });
    return rows.length;
  }

  private async withAnswers(rows: AssessmentRow[]): Promise<StoredAssessment[]> {
    if (rows.length === 0) return [];
    const answers = await this.db
      .select()
      .from(assessmentAnswers)
      .where(
        inArray(
          assessmentAnswers.assessmentId,
          rows.map((row) => row.id),
        ),
      );
    const byAssessment = new Map<string, AnswerRow[]>();
    for (const answer of answers)
      byAssessment.set(answer.assessmentId, [
        ...(byAssessment.get(answer.assessmentId) ?? []),
        answer,
      ]);
    return rows.map((row) => ({ ...row, answers: byAssessment.get(row.id) ?? [] }));
  }
}
