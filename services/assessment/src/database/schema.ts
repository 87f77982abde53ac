import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { BURDEN_LEVELS, type RecommendationKey } from '@tend/contracts';

/** One completed burden check-in: the score and level computed here, and what was recommended. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    score: smallint('score').notNull(),
    level: text('level', { enum: BURDEN_LEVELS }).notNull(),
    recommendations: jsonb('recommendations').$type<string[]>().notNull(),
    /** The key of each recommendation, in order; null for check-ins saved before keys. */
    recommendationKeys: jsonb('recommendation_keys').$type<RecommendationKey[]>(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** Orders two check-ins completed in the same millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('assessments_user_completed_idx').on(t.userId, t.completedAt, t.seq),
    check('assessments_score_range', sql`${t.score} between 0 and 100`),
  ],
);

/** Each answer of a check-in: the option chosen, its score, and the caregiver's comment. */
export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    value: text('value').notNull(),
    score: smallint('score').notNull(),
    comment: text('comment'),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.questionId] }),
    check('assessment_answers_score_range', sql`${t.score} between 0 and 4`),
  ],
);
