import path from 'node:path';
import type { ServiceDefinition } from '@tend/platform';
import { AssessmentEnv, type AssessmentConfig } from './assessment.env';
import { AssessmentModule } from './assessment.module';

export const assessmentService: ServiceDefinition<AssessmentConfig> = {
  name: 'assessment',
  env: AssessmentEnv,
  migrationsFolder: path.join(__dirname, '../migrations'),
  module: (config) => AssessmentModule.forRoot(config),
};
