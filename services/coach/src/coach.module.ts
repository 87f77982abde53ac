import { Module, type DynamicModule } from '@nestjs/common';
import type { CoachConfig } from './coach.env';

@Module({})
export class CoachModule {
  static forRoot(_config: CoachConfig): DynamicModule {
    return { module: CoachModule, controllers: [], providers: [] };
  }
}
