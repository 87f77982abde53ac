import { DataExportPartModule } from '@tend/platform';
import { Module, type DynamicModule } from '@nestjs/common';
import { AccountEventsController } from './account/account-events.controller';
import { AssessmentDataExport } from './account/data-export.repository';
import type { AssessmentConfig } from './assessment.env';
import { AssessmentsController } from './assessments/assessments.controller';
import { AssessmentsRepository } from './assessments/assessments.repository';
import { AssessmentsService } from './assessments/assessments.service';

/** The assessment service: burden check-ins, their scores, recommendations and history. */
@Module({})
export class AssessmentModule {
  static forRoot(_config: AssessmentConfig): DynamicModule {
    return {
      module: AssessmentModule,
      imports: [DataExportPartModule.forService('assessment', AssessmentDataExport)],
      controllers: [AssessmentsController, AccountEventsController],
      providers: [AssessmentsRepository, AssessmentsService],
    };
  }
}
