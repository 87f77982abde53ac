import path from 'node:path';
import type { ServiceDefinition } from '@tend/platform';
import { CareCircleEnv, type CareCircleConfig } from './care-circle.env';
import { CareCircleModule } from './care-circle.module';

export const careCircleService: ServiceDefinition<CareCircleConfig> = {
  name: 'care-circle',
  env: CareCircleEnv,
  migrationsFolder: path.join(__dirname, '../migrations'),
  module: (config) => CareCircleModule.forRoot(config),
};
