import type { z } from 'zod';
import { HealthPorts } from '@tend/contracts';
import { serviceEnv } from '@tend/platform';

export const AssessmentEnv = serviceEnv('tend_assessment', HealthPorts['assessment']);
export type AssessmentConfig = z.infer<typeof AssessmentEnv>;
