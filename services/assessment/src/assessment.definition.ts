import type { ServiceDefinition } from '@tend/platform';
import { AssessmentEnv, type AssessmentConfig } from './assessment.env';
import { AssessmentModule } from './assessment.module';

export const assessmentService: ServiceDefinition<AssessmentConfig> = {
  name: 'assessment',
  env: AssessmentEnv,
  module: (config) => AssessmentModule.forRoot(config),
};
