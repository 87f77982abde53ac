import type { z } from 'zod';
import { processEnv } from '@tend/platform';

export const CareCircleEnv = processEnv('care-circle');
export type CareCircleConfig = z.infer<typeof CareCircleEnv>;
