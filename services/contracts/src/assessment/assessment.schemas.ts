import { z } from 'zod';
import { IsoTimestamp } from '../common/primitives';
import { BURDEN_QUESTION_IDS, type BurdenQuestionId } from './burden-questions';
import { BURDEN_LEVELS, readBurdenResponses } from './burden-score';
import { RECOMMENDATION_KEYS } from './recommendation-keys';

export const BurdenLevelSchema = z.enum(BURDEN_LEVELS);
export const BurdenQuestionIdSchema = z.enum(BURDEN_QUESTION_IDS);

/** One answer as the client sends it; `score` may be sent but the server never reads it. */
export interface BurdenResponseInput {
  value: string;
  score?: number;
  comment?: string | null;
}
export type BurdenResponsesInput = Partial<Record<BurdenQuestionId, BurdenResponseInput>>;

/**
 * The responses map, checked by the shared reading (every question, a real option, comments within
 * the limit) so each problem gets its own plain message.
 */
export const BurdenResponses = z
  .unknown()
  .superRefine((responses, ctx) => {
    const reading = readBurdenResponses(responses);
    if (!reading.ok) ctx.addIssue({ code: 'custom', message: reading.message });
  })
  .meta({
    type: 'object',
    description: 'By question id: {value: the option chosen, score (ignored), comment?}',
    propertyNames: { enum: [...BURDEN_QUESTION_IDS] },
    additionalProperties: {
      type: 'object',
      required: ['value'],
      properties: {
        value: { type: 'string' },
        score: { type: 'number', description: 'ignored: the server scores the option chosen' },
        comment: { type: ['string', 'null'] },
      },
    },
  });

/** `POST /api/assessments`: the score sent is ignored; the server computes it from the options. */
export const SubmitAssessmentBody = z.object({
  responses: BurdenResponses,
  score: z.unknown().optional().meta({ type: 'number', description: 'ignored' }),
});
export interface SubmitAssessmentBody {
  responses: BurdenResponsesInput;
  score?: number;
}

export const RecommendationKeySchema = z.enum(RECOMMENDATION_KEYS);

const ResultFields = z.object({
  id: z.uuid(),
  score: z.number().int().min(0).max(100),
  level: BurdenLevelSchema,
  /** This week's steps in English, as they were given. */
  recommendations: z.array(z.string()),
  /**
   * The step each of `recommendations` is, in the same order, for a client to word in its
   * reader's language; null for a text of a check-in saved before keys that matches no step.
   */
  recommendationKeys: z.array(RecommendationKeySchema.nullable()),
  completedAt: IsoTimestamp,
});

/** One key per text, so a client can always pair them. */
function keysPairTexts(
  result: { recommendations: string[]; recommendationKeys: unknown[] },
  ctx: z.RefinementCtx,
): void {
  if (result.recommendationKeys.length !== result.recommendations.length)
    ctx.addIssue({
      code: 'custom',
      path: ['recommendationKeys'],
      message: 'recommendationKeys must have one entry per recommendation',
    });
}

/** The answer to a submission. */
export const AssessmentResult = ResultFields.superRefine(keysPairTexts);
export type AssessmentResult = z.infer<typeof AssessmentResult>;

export const SavedBurdenResponse = z.object({
  value: z.string(),
  score: z.number().int().min(0).max(4),
  comment: z.string().nullable(),
});
export type SavedBurdenResponse = z.infer<typeof SavedBurdenResponse>;

/** One assessment of `GET /api/assessments` (newest first), with the change since the one before. */
export const AssessmentHistoryItem = ResultFields.extend({
  responses: z.record(BurdenQuestionIdSchema, SavedBurdenResponse),
  /** This score minus the previous assessment's; null for the first one. */
  change: z.number().int().min(-100).max(100).nullable(),
}).superRefine(keysPairTexts);
export type AssessmentHistoryItem = z.infer<typeof AssessmentHistoryItem>;

/** The latest level, for the coach's context; null when the caregiver has none yet. */
export const LatestAssessment = z
  .object({
    score: z.number().int().min(0).max(100),
    level: BurdenLevelSchema,
    completedAt: IsoTimestamp,
  })
  .nullable();
export type LatestAssessment = z.infer<typeof LatestAssessment>;
