import path from 'node:path';
import type { ServiceDefinition } from '@tend/platform';
import { CrawlWorkerEnv, DiscoveryEnv, type DiscoveryConfig } from './discovery.env';
import { DiscoveryModule } from './discovery.module';
import { CrawlWorkerModule } from './worker/crawl-worker.module';

const migrationsFolder = path.join(__dirname, '../migrations');

export const discoveryService: ServiceDefinition<DiscoveryConfig> = {
  name: 'discovery',
  env: DiscoveryEnv,
  migrationsFolder,
  module: (config) => DiscoveryModule.forRoot(config),
};

/** A separate process so crawls scale (and fail) apart from the API. */
export const crawlWorkerService: ServiceDefinition<DiscoveryConfig> = {
  name: 'crawl-worker',
  consumer: 'discovery',
  env: CrawlWorkerEnv,
  migrationsFolder,
  consumesMessages: false,
  module: (config) => CrawlWorkerModule.forRoot(config),
};
