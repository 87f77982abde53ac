import { Injectable } from '@nestjs/common';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DataExportPartReader, DbExecutor } from '@tend/platform';
import { assessmentAnswers, assessments } from '../database/schema';

/** Assessment's part of a person's copy: every check-in with its answers and comments. */
@Injectable()
export class AssessmentDataExport implements DataExportPartReader {
  async read(tx: DbExecutor, userId: string): Promise<Record<string, unknown>> {
    const rows = await tx
      .select({
        id: assessments.id,
        score: assessments.score,
        level: assessments.level,
        recommendations: assessments.recommendations,
        completedAt: assessments.completedAt,
      })
      .from(assessments)
      .where(eq(assessments.userId, userId))
      .orderBy(desc(assessments.completedAt), desc(assessments.seq));
    const answers =
      rows.length === 0
        ? []
        : await tx
            .select()
            .from(assessmentAnswers)
            .where(
              inArray(
                assessmentAnswers.assessmentId,
                rows.map((row) => row.id),
              ),
            );
    return {
      assessments: rows.map((row) => ({
        ...row,
        answers: answers
          .filter((answer) => answer.assessmentId === row.id)
          .map(({ assessmentId: _id, ...answer }) => answer),
      })),
    };
  }
}
