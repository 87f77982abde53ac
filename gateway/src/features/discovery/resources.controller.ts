import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DiscoveryRpc, ResourcesQuery } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { Route } from '../../http/routes/route.decorator';

/** The caregiving resources library for every signed-in user. */
@ApiTags('resources')
@Controller()
export class ResourcesController {
  constructor(private readonly rpc: RpcClient) {}

  @Route('searchResources')
  search(@Query() query: z.infer<typeof ResourcesQuery>) {
    return this.rpc.call(DiscoveryRpc.searchResources, query);
  }
}
