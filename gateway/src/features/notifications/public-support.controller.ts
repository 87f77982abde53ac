import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotificationsRpc, PublicSupportRequestBody } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { Public } from '../../auth/auth.decorators';
import { Client, type ClientInfo } from '../../http/client-info';
import { jsonSchema } from '../../http/openapi';
import { ZodBody } from '../../http/zod-validation.pipe';

/**
 * Help for someone who cannot sign in. Public on purpose: notifications limits it per client
 * address and per e-mail address, and quietly drops what a bot sends.
 */
@ApiTags('notifications')
@Controller('api')
export class PublicSupportController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Post('support/public')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(PublicSupportRequestBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(NotificationsRpc.submitPublicSupport.response) })
  submit(
    @ZodBody(PublicSupportRequestBody) body: PublicSupportRequestBody,
    @Client() client: ClientInfo,
  ) {
    // Behind a proxy the address comes from X-Forwarded-For, which a client can fill with anything.
    const clientIp = client.ip.slice(0, 64);
    return this.rpc.call(NotificationsRpc.submitPublicSupport, { ...body, clientIp });
  }
}
