import path from 'node:path';
import type { ServiceDefinition } from '@tend/platform';
import { CoachEnv, type CoachConfig } from './coach.env';
import { CoachModule } from './coach.module';

export const coachService: ServiceDefinition<CoachConfig> = {
  name: 'coach',
  env: CoachEnv,
  migrationsFolder: path.join(__dirname, '../migrations'),
  module: (config) => CoachModule.forRoot(config),
};
