import {
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
} from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ApproveSourceBody,
  ContentSource,
  ContentSourceBody,
  DiscoveryJob,
  DiscoveryRpc,
  EmergencyStopBody,
  JobsPage,
  JobsPageQuery,
  JobsQuery,
  PreflightReport,
  RejectSourceBody,
  SourceAuditEntry,
  SourcesPage,
  SourcesPageQuery,
  UpdateContentSourceBody,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { z } from 'zod';
import { CurrentCaller, RequireRole } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { errorBody } from '../../http/error-body';
import { jsonSchema } from '../../http/openapi';
import { ZodBody, ZodQuery } from '../../http/zod-validation.pipe';

const id = (what: string) =>
  new ParseUUIDPipe({
    exceptionFactory: () =>
      new NotFoundException(errorBody(404, `We could not find that ${what}.`)),
  });
const sourceId = id('content source');
const jobId = id('discovery job');

/** The super administrators' content discovery tool: sources, their review, crawl jobs. */
@ApiTags('discovery')
@Controller('api/discovery')
@RequireRole('super_admin')
export class DiscoveryController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('sources')
  @ApiOkResponse({ schema: jsonSchema(z.array(ContentSource)) })
  listSources() {
    return this.rpc.call(DiscoveryRpc.listSources, {});
  }

  /** Paged, searchable and filtered; the spec's `GET sources` above keeps its whole array. */
  @Get('sources/paged')
  @ApiOkResponse({ schema: jsonSchema(SourcesPage) })
  pageSources(@ZodQuery(SourcesPageQuery) query: z.infer<typeof SourcesPageQuery>) {
    return this.rpc.call(DiscoveryRpc.pageSources, query);
  }

  @Post('sources')
  @ApiBody({ schema: jsonSchema(ContentSourceBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(ContentSource) })
  create(
    @CurrentCaller() caller: Caller,
    @ZodBody(ContentSourceBody) body: z.infer<typeof ContentSourceBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.createSource, { ...body, actorId: caller.userId });
  }

  @Patch('sources/:id')
  @ApiBody({ schema: jsonSchema(UpdateContentSourceBody, 'input') })
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', sourceId) id: string,
    @ZodBody(UpdateContentSourceBody) body: z.infer<typeof UpdateContentSourceBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.updateSource, {
      ...body,
      sourceId: id,
      actorId: caller.userId,
    });
  }

  @Post('sources/:id/approve')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(ApproveSourceBody, 'input') })
  approve(
    @CurrentCaller() caller: Caller,
    @Param('id', sourceId) id: string,
    @ZodBody(ApproveSourceBody) body: z.infer<typeof ApproveSourceBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.approveSource, {
      ...body,
      sourceId: id,
      actorId: caller.userId,
    });
  }

  @Post('sources/:id/reject')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(RejectSourceBody, 'input') })
  reject(
    @CurrentCaller() caller: Caller,
    @Param('id', sourceId) id: string,
    @ZodBody(RejectSourceBody) body: z.infer<typeof RejectSourceBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.rejectSource, {
      ...body,
      sourceId: id,
      actorId: caller.userId,
    });
  }

  @Post('sources/:id/emergency-stop')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(EmergencyStopBody, 'input') })
  emergencyStop(
    @CurrentCaller() caller: Caller,
    @Param('id', sourceId) id: string,
    @ZodBody(EmergencyStopBody) body: z.infer<typeof EmergencyStopBody>,
  ) {
    return this.rpc.call(DiscoveryRpc.emergencyStop, {
      ...body,
      sourceId: id,
      actorId: caller.userId,
    });
  }

  @Get('sources/:id/audit')
  @ApiOkResponse({ schema: jsonSchema(z.array(SourceAuditEntry)) })
  audit(@Param('id', sourceId) id: string) {
    return this.rpc.call(DiscoveryRpc.sourceAudit, { sourceId: id });
  }

  @Get('sources/:id/preflight')
  @ApiOkResponse({ schema: jsonSchema(PreflightReport) })
  preflight(@Param('id', sourceId) id: string) {
    return this.rpc.call(DiscoveryRpc.preflight, { sourceId: id });
  }

  @Post('sources/:id/crawl')
  @HttpCode(202)
  @ApiOkResponse({ schema: jsonSchema(DiscoveryJob) })
  crawl(@CurrentCaller() caller: Caller, @Param('id', sourceId) id: string) {
    return this.rpc.call(DiscoveryRpc.startCrawl, { sourceId: id, actorId: caller.userId });
  }

  @Get('jobs')
  @ApiOkResponse({ schema: jsonSchema(z.array(DiscoveryJob)) })
  jobs(@ZodQuery(JobsQuery) query: z.infer<typeof JobsQuery>) {
    return this.rpc.call(DiscoveryRpc.listJobs, query);
  }

  @Get('jobs/paged')
  @ApiOkResponse({ schema: jsonSchema(JobsPage) })
  pageJobs(@ZodQuery(JobsPageQuery) query: z.infer<typeof JobsPageQuery>) {
    return this.rpc.call(DiscoveryRpc.pageJobs, query);
  }

  @Post('jobs/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ schema: jsonSchema(DiscoveryJob) })
  cancel(@CurrentCaller() caller: Caller, @Param('id', jobId) id: string) {
    return this.rpc.call(DiscoveryRpc.cancelJob, { jobId: id, actorId: caller.userId });
  }
}
