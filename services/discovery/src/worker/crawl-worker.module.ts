import { Module, type DynamicModule } from '@nestjs/common';
import { Queues } from '@tend/contracts';
import { jobsModules } from '@tend/platform';
import { discoveryShared } from '../discovery.module';
import type { DiscoveryConfig } from '../discovery.env';
import { CrawlJobRunner } from './crawl-job.runner';
import { CrawlWorkerHost } from './crawl-worker.host';
import { ScheduledCrawls } from './scheduled-crawls';

/** The crawl worker process: takes crawl jobs off the `crawl` queue and runs them. */
@Module({})
export class CrawlWorkerModule {
  static forRoot(config: DiscoveryConfig): DynamicModule {
    return {
      module: CrawlWorkerModule,
      imports: jobsModules(config, [Queues.crawl]),
      providers: [...discoveryShared, CrawlJobRunner, ScheduledCrawls, CrawlWorkerHost],
    };
  }
}
