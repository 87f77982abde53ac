import type { z } from 'zod';
import { HealthPorts } from '@tend/contracts';
import { serviceEnv } from '@tend/platform';

export const CareProfileEnv = serviceEnv('tend_care_profile', HealthPorts['care-profile']);
export type CareProfileConfig = z.infer<typeof CareProfileEnv>;
