import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CareProfileRpc } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { Public } from '../../auth/auth.decorators';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';

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
@Controller()
export class UnsubscribeController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Route('unsubscribe')
  @RateLimit(limit)
  unsubscribe(@Param(tokenParam) token: string) {
    return this.use(token);
  }

  @Public()
  @Route('unsubscribeOneClick')
  @RateLimit(limit)
  oneClick(@Param(tokenParam) token: string) {
    return this.use(token);
  }

  private use(token: string) {
    return this.rpc.call(CareProfileRpc.unsubscribe, { token: (token ?? '').slice(0, 2048) });
  }
}
