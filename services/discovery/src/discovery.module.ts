import { Module, type DynamicModule } from '@nestjs/common';
import { Queues } from '@tend/contracts';
import { jobsModules, DataExportPartModule } from '@tend/platform';
import { AccountEventsController } from './account/account-events.controller';
import { AdministratorEventsController } from './administrators/administrator-events.controller';
import { AdministratorsRepository } from './administrators/administrators.repository';
import { DiscoveryDataExport } from './account/data-export.repository';
import type { DiscoveryConfig } from './discovery.env';
import { DocumentsRepository } from './documents/documents.repository';
import { ResourcesController } from './documents/resources.controller';
import { CrawlQueue } from './jobs/crawl-queue';
import { JobEndings } from './jobs/job-endings';
import { JobsController } from './jobs/jobs.controller';
import { JobsRepository } from './jobs/jobs.repository';
import { JobsService } from './jobs/jobs.service';
import { PreflightService } from './preflight/preflight.service';
import { SourcesController } from './sources/sources.controller';
import { SourcesRepository } from './sources/sources.repository';
import { SourcesService } from './sources/sources.service';

/** What both discovery processes stand on: repositories, job endings and the crawl queue. */
export const discoveryShared = [
  SourcesRepository,
  JobsRepository,
  DocumentsRepository,
  JobEndings,
  CrawlQueue,
];

/** The discovery API process: sources, approval, jobs, preflight, resources; account erasure. */
@Module({})
export class DiscoveryModule {
  static forRoot(config: DiscoveryConfig): DynamicModule {
    return {
      module: DiscoveryModule,
      imports: [
        ...jobsModules(config, [Queues.crawl]),
        DataExportPartModule.forService('discovery', DiscoveryDataExport),
      ],
      controllers: [
        SourcesController,
        JobsController,
        ResourcesController,
        AccountEventsController,
        AdministratorEventsController,
      ],
      providers: [
        ...discoveryShared,
        SourcesService,
        JobsService,
        AdministratorsRepository,
        PreflightService,
      ],
    };
  }
}
