import { Module } from '@nestjs/common';
import { AssessmentController } from './assessment.controller';
import { AssessmentForwards } from './assessment.forwards';

/** The HTTP routes of assessment: thin controllers that validate, check the caller and call it over RPC. */
@Module({ controllers: [AssessmentController, AssessmentForwards] })
export class AssessmentRoutesModule {}
