import type { z } from 'zod';
import { processEnv } from '@tend/platform';

export const AssessmentEnv = processEnv('assessment');
export type AssessmentConfig = z.infer<typeof AssessmentEnv>;
