import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { IsoTimestamp, UserId } from '../common/primitives';
import { BurdenLevelSchema } from './assessment.schemas';

/**
 * A caregiver finished a burden check-in. Notifications turns it into an in-app notification and a
 * retake reminder a month later; the coach may keep the level as context; care-circle keeps the
 * level and date for the doctor's page of the circles she owns.
 */
export const AssessmentCompleted = defineEvent(
  'assessment.completed',
  z.object({
    userId: UserId,
    assessmentId: z.uuid(),
    score: z.number().int().min(0).max(100),
    level: BurdenLevelSchema,
    completedAt: IsoTimestamp,
  }),
);
