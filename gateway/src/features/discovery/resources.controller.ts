import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DiscoveryRpc, ResourcesQuery, ResourcesResult } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { jsonSchema } from '../../http/openapi';
import { ZodQuery } from '../../http/zod-validation.pipe';

/** The caregiving resources library for every signed-in user. */
@ApiTags('resources')
@Controller('api')
export class ResourcesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('resources')
  @ApiOkResponse({ schema: jsonSchema(ResourcesResult) })
  search(@ZodQuery(ResourcesQuery) query: z.infer<typeof ResourcesQuery>) {
    return this.rpc.call(DiscoveryRpc.searchResources, query);
  }
}
