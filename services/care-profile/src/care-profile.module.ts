import { Module, type DynamicModule } from '@nestjs/common';
import type { CareProfileConfig } from './care-profile.env';

@Module({})
export class CareProfileModule {
  static forRoot(_config: CareProfileConfig): DynamicModule {
    return { module: CareProfileModule, controllers: [], providers: [] };
  }
}
