import type { z } from 'zod';
import { HealthPorts } from '@tend/contracts';
import { serviceEnv } from '@tend/platform';

export const DiscoveryEnv = serviceEnv('tend_discovery', HealthPorts['discovery']);
export type DiscoveryConfig = z.infer<typeof DiscoveryEnv>;
