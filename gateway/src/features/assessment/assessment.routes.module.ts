import { Module } from '@nestjs/common';

/** The HTTP routes of assessment: thin controllers that validate, check the caller and call it over RPC. */
@Module({ controllers: [] })
export class AssessmentRoutesModule {}
