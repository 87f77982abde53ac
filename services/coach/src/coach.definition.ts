import type { ServiceDefinition } from '@tend/platform';
import { CoachEnv, type CoachConfig } from './coach.env';
import { CoachModule } from './coach.module';

export const coachService: ServiceDefinition<CoachConfig> = {
  name: 'coach',
  env: CoachEnv,
  module: (config) => CoachModule.forRoot(config),
};
