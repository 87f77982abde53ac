import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AssessmentCompleted,
  readBurdenResponses,
  type AssessmentHistoryItem,
  type AssessmentResult,
  type LatestAssessment,
} from '@tend/contracts';
import { DATABASE, DomainError, Outbox, type Database } from '@tend/platform';
import { recommend } from '../recommendations/recommend';
import { toHistoryItem, toResult } from './assessment-view';
import { AssessmentsRepository } from './assessments.repository';
import { withChanges } from './history';

export const AssessmentNotFound = 'We could not find that assessment.';

@Injectable()
export class AssessmentsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly assessments: AssessmentsRepository,
  ) {}

  /**
   * Scores the options chosen (never a score sent with them), picks this week's steps, and stores
   * the check-in with its answers and the assessment.completed event in one transaction.
   */
  async submit(
    userId: string,
    responses: unknown,
    eligibilityEnabled: boolean,
  ): Promise<AssessmentResult> {
    const reading = readBurdenResponses(responses);
    if (!reading.ok) throw DomainError.badRequest(reading.message);
    const { answers, score, level } = reading;
    const steps = recommend({ level, items: answers, eligibilityEnabled });
    const row = await this.db.transaction(async (tx) => {
      const created = await this.assessments.create(tx, {
        id: randomUUID(),
        userId,
        score,
        level,
        recommendations: steps.map((step) => step.text),
        recommendationKeys: steps.map((step) => step.id),
        completedAt: new Date(),
        answers,
      });
      await this.outbox.add(tx, AssessmentCompleted, {
        userId,
        assessmentId: created.id,
        score,
        level,
        completedAt: created.completedAt.toISOString(),
      });
      return created;
    });
    return toResult(row);
  }

  async history(userId: string): Promise<AssessmentHistoryItem[]> {
    const stored = await this.assessments.history(userId);
    return withChanges(stored).map((item) => toHistoryItem(item, item.change));
  }

  async get(userId: string, assessmentId: string): Promise<AssessmentHistoryItem> {
    const found = await this.assessments.findWithPrevious(userId, assessmentId);
    if (!found) throw DomainError.notFound(AssessmentNotFound);
    const { current, previous } = found;
    return toHistoryItem(current, previous ? current.score - previous.score : null);
  }

  async latest(userId: string): Promise<LatestAssessment> {
    const row = await this.assessments.latest(userId);
    return row
      ? { score: row.score, level: row.level, completedAt: row.completedAt.toISOString() }
      : null;
  }
}
