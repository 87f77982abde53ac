import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import {
  AssessmentHistoryItem,
  AssessmentResult,
  BurdenResponses,
  LatestAssessment,
} from './assessment.schemas';

const assessmentId = z.uuid({ error: 'We could not find that assessment.' });

/** RPC patterns answered by assessment. Every request carries the owner's id from the gateway. */
export const AssessmentRpc = {
  submit: defineRpc(
    'assessment',
    'assessment.assessments.submit',
    z.object({
      userId: UserId,
      responses: BurdenResponses,
      /** Whether the eligibility checker is switched on, so it is recommended only when it exists. */
      eligibilityEnabled: z.boolean().default(false),
    }),
    AssessmentResult,
  ),
  list: defineRpc(
    'assessment',
    'assessment.assessments.list',
    z.object({ userId: UserId }),
    z.array(AssessmentHistoryItem),
  ),
  get: defineRpc(
    'assessment',
    'assessment.assessments.get',
    z.object({ userId: UserId, assessmentId }),
    AssessmentHistoryItem,
  ),
  /** For the coach: the caregiver's latest score and level, or null. */
  latest: defineRpc(
    'assessment',
    'assessment.latest.get',
    z.object({ userId: UserId }),
    LatestAssessment,
  ),
} as const;
