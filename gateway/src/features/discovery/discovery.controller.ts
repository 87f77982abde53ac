import { Body, Controller, NotFoundException, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ApproveSourceBody,
  ContentSourceBody,
  DiscoveryRpc,
  EmergencyStopBody,
  JobsPageQuery,
  JobsQuery,
  RejectSourceBody,
  SourcesPageQuery,
  UpdateContentSourceBody,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller, RequireRole } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { errorBody } from '../../http/error-body';
import { Route } from '../../http/routes/route.decorator';

const id = (what: string) =>
  new ParseUUIDPipe({
    exceptionFactory: () =>
      new NotFoundException(errorBody(404, `We could not find that ${what}.`)),
  });
const sourceId = id('content source');
const jobId = id('discovery job');

/** The super administrators' content discovery tool: sources, their review, crawl jobs. */
@ApiTags('discovery')
@Controller()
@RequireRole('super_admin')
export class DiscoveryController {
  constructor(private readonly rpc: RpcClient) {}

  @Route('listSources')
  listSources() {
    return this.rpc.call(DiscoveryRpc.listSources, {});
  }

  /** Paged, searchable and filtered; the spec's `GET sources` above keeps its whole array. */
  @Route('pageSources')
  pageSources(@Query() query: z.infer<typeof SourcesPageQuery>) {
    return this.rpc.call(DiscoveryRpc.pageSources, query);
  }

  @Route('createSource')
  create(@CurrentCaller() caller: Caller, @Body() body: z.infer<typeof ContentSourceBody>) {
    return this.rpc.call(DiscoveryRpc.createSource, { ...body, actorId: caller.userId });
  }

  @Route('updateSource')
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', sourceId) id: string,
    @Body() body: z.infer<typeof UpdateContentSourceBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.updateSource, {
      ...body,
      sourceId: id,
      actorId: caller.userId,
    });
  }

  @Route('approveSource')
  approve(
    @CurrentCaller() caller: Caller,
    @Param('id', sourceId) id: string,
    @Body() body: z.infer<typeof ApproveSourceBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.approveSource, {
      ...body,
      sourceId: id,
      actorId: caller.userId,
    });
  }

  @Route('rejectSource')
  reject(
    @CurrentCaller() caller: Caller,
    @Param('id', sourceId) id: string,
    @Body() body: z.infer<typeof RejectSourceBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.rejectSource, {
      ...body,
      sourceId: id,
      actorId: caller.userId,
    });
  }

  @Route('emergencyStop')
  emergencyStop(
    @CurrentCaller() caller: Caller,
    @Param('id', sourceId) id: string,
    @Body() body: z.infer<typeof EmergencyStopBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.emergencyStop, {
      ...body,
      sourceId: id,
      actorId: caller.userId,
    });
  }

  @Route('sourceAudit')
  audit(@Param('id', sourceId) id: string) {
    return this.rpc.call(DiscoveryRpc.sourceAudit, { sourceId: id });
  }

  @Route('preflight')
  preflight(@Param('id', sourceId) id: string) {
    return this.rpc.call(DiscoveryRpc.preflight, { sourceId: id });
  }

  @Route('startCrawl')
  crawl(@CurrentCaller() caller: Caller, @Param('id', sourceId) id: string) {
    return this.rpc.call(DiscoveryRpc.startCrawl, { sourceId: id, actorId: caller.userId });
  }

  @Route('listJobs')
  jobs(@Query() query: z.infer<typeof JobsQuery>) {
    return this.rpc.call(DiscoveryRpc.listJobs, query);
  }

  @Route('pageJobs')
  pageJobs(@Query() query: z.infer<typeof JobsPageQuery>) {
    return this.rpc.call(DiscoveryRpc.pageJobs, query);
  }

  @Route('cancelJob')
  cancel(@CurrentCaller() caller: Caller, @Param('id', jobId) id: string) {
    return this.rpc.call(DiscoveryRpc.cancelJob, { jobId: id, actorId: caller.userId });
  }
}
