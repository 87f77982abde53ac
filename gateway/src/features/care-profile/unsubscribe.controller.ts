import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CareProfileRpc, UnsubscribeResult } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { Public } from '../../auth/auth.decorators';
import { jsonSchema } from '../../http/openapi';
import { RateLimit } from '../../http/rate-limit.guard';

/**
 * The token is the rest of the path: a wildcard, as a link for a long address outgrows the
 * router's limit on one named parameter.
 */
const tokenParam = '*';
const limit = { name: 'unsubscribe', limit: 30, windowSeconds: 60, by: 'ip' } as const;

/**
 * E-mail unsubscribe links: the page's call (GET) and mail clients' one-click (RFC 8058: POST with
 * `List-Unsubscribe=One-Click`). The signed token is the only credential; a bad one answers
 * `success: false`, never an error.
 */
@ApiTags('care-profile')
@Controller('api/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Get('*')
  @RateLimit(limit)
  @ApiOkResponse({ schema: jsonSchema(UnsubscribeResult) })
  unsubscribe(@Param(tokenParam) token: string) {
    return this.use(token);
  }

  @Public()
  @Post('*')
  @HttpCode(200)
  @RateLimit(limit)
  @ApiOkResponse({ schema: jsonSchema(UnsubscribeResult) })
  oneClick(@Param(tokenParam) token: string) {
    return this.use(token);
  }

  private use(token: string) {
    return this.rpc.call(CareProfileRpc.unsubscribe, { token: (token ?? '').slice(0, 2048) });
  }
}
