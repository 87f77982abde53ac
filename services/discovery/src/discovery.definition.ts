import type { ServiceDefinition } from '@tend/platform';
import { DiscoveryEnv, type DiscoveryConfig } from './discovery.env';
import { DiscoveryModule } from './discovery.module';

export const discoveryService: ServiceDefinition<DiscoveryConfig> = {
  name: 'discovery',
  env: DiscoveryEnv,
  module: (config) => DiscoveryModule.forRoot(config),
};
