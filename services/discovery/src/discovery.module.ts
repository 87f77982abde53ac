import { Module, type DynamicModule } from '@nestjs/common';
import type { DiscoveryConfig } from './discovery.env';

@Module({})
export class DiscoveryModule {
  static forRoot(_config: DiscoveryConfig): DynamicModule {
    return { module: DiscoveryModule, controllers: [], providers: [] };
  }
}
