import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DiscoveryRpc, type RpcPayload } from '@tend/contracts';
import { pageFrom, positionOf } from '../paging/page-cursor';
import { JobsRepository, toDiscoveryJob } from './jobs.repository';
import { JobsService } from './jobs.service';

@Controller()
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly repository: JobsRepository,
  ) {}

  @MessagePattern(DiscoveryRpc.startCrawl.pattern)
  start(@Payload() { sourceId, actorId }: RpcPayload<typeof DiscoveryRpc.startCrawl>) {
    return this.jobs.start(sourceId, actorId);
  }

  @MessagePattern(DiscoveryRpc.cancelJob.pattern)
  cancel(@Payload() { jobId }: RpcPayload<typeof DiscoveryRpc.cancelJob>) {
    return this.jobs.cancel(jobId);
  }

  @MessagePattern(DiscoveryRpc.listJobs.pattern)
  list(@Payload() query: RpcPayload<typeof DiscoveryRpc.listJobs>) {
    return this.repository.list(query);
  }

  @MessagePattern(DiscoveryRpc.pageJobs.pattern)
  async page(
    @Payload() { sourceId, status, cursor, limit }: RpcPayload<typeof DiscoveryRpc.pageJobs>,
  ) {
    const position = positionOf(cursor);
    const rows = await this.repository.page({ sourceId, status, position }, limit + 1);
    return pageFrom(
      rows,
      limit,
      (r) => ({ createdAt: r.job.createdAt, id: r.job.id }),
      (r) => toDiscoveryJob(r.job, r.sourceName),
    );
  }
}
