import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { FeedbackReason, FeedbackReview } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import type { StoredSource } from '../database/schema';

interface ReviewRow extends Record<string, unknown> {
  id: string;
  feedback: 'positive' | 'negative';
  feedback_reason: FeedbackReason | null;
  feedback_at: Date | string;
  question: string | null;
  content: string;
  sources: StoredSource[];
  offline: boolean;
}

/** Rated answers for super administrators: the answer and the question before it, never whose. */
@Injectable()
export class FeedbackReviewRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async negative(reason: FeedbackReason | undefined, limit: number): Promise<FeedbackReview> {
    const result = await this.db.execute<ReviewRow>(sql`
      select m.id, m.feedback, m.feedback_reason, m.feedback_at, m.content, m.sources, m.offline,
        (select q.content from messages q
          where q.conversation_id = m.conversation_id and q.role = 'user' and q.created_at <= m.created_at
          order by q.created_at desc limit 1) as question
      from messages m
      where m.feedback = 'negative'
        ${reason ? sql`and m.feedback_reason = ${reason}` : sql``}
      order by m.feedback_at desc
      limit ${limit}`);
    return {
      items: result.rows.map((row) => ({
        messageId: row.id,
        feedback: row.feedback,
        reason: row.feedback_reason,
        ratedAt: new Date(row.feedback_at).toISOString(),
        question: row.question,
        answer: row.content,
        sources: row.sources,
        offline: row.offline,
      })),
    };
  }
}
