import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NotificationsRpc, type PublicSupportRequestBody } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { Public } from '../../auth/auth.decorators';
import { Client, type ClientInfo } from '../../http/client-info';
import { Route } from '../../http/routes/route.decorator';

/**
 * Help for someone who cannot sign in. Public on purpose: notifications limits it per client
 * address and per e-mail address, and quietly drops what a bot sends.
 */
@ApiTags('notifications')
@Controller()
export class PublicSupportController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Route('submitPublicSupport')
  submit(@Body() body: PublicSupportRequestBody, @Client() client: ClientInfo) {
    // Behind a proxy the address comes from X-Forwarded-For, which a client can fill with anything.
    const clientIp = client.ip.slice(0, 64);
    return this.rpc.call(NotificationsRpc.submitPublicSupport, { ...body, clientIp });
  }
}
