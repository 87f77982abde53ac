import { Module, type DynamicModule } from '@nestjs/common';
import type { AssessmentConfig } from './assessment.env';

@Module({})
export class AssessmentModule {
  static forRoot(_config: AssessmentConfig): DynamicModule {
    return { module: AssessmentModule, controllers: [], providers: [] };
  }
}
