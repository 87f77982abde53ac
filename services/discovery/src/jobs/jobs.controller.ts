import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DiscoveryRpc, type RpcPayload } from '@tend/contracts';
import { JobsRepository } from './jobs.repository';
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
}
