import type { z } from 'zod';
import { HealthPorts } from '@tend/contracts';
import { serviceEnv } from '@tend/platform';

export const CoachEnv = serviceEnv('tend_coach', HealthPorts['coach']);
export type CoachConfig = z.infer<typeof CoachEnv>;
