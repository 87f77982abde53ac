import { createHash } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CareProfileRpc, MAX_ELIGIBILITY_DATA_LENGTH } from '@tend/contracts';
import { CONFIG, LOGGER, RpcClient, type Logger } from '@tend/platform';
import type { AuthenticatedRequest } from '../../auth/caller';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';

export const EligibilityDataHeader = 'x-eligibility-data';

/** The longest the header may hold up the request it rides on. */
const maxWaitMs = 2000;

/**
 * The spec's client sends the eligibility checker's answers (`X-Eligibility-Data`) on its GETs
 * after sign-up. For a signed-in caller, while the eligibility features are on, they are handed to
 * care-profile, which checks them, scores them itself and stores the result once. Whatever happens
 * to the header, the request it rides on goes on as if it were not there.
 *
 * A guard that always lets the request through, placed after AuthGuard (it needs the caller), not
 * an interceptor: Nest wraps every handler of a route with an interceptor in rxjs and async-hook
 * bindings, which cost about a tenth of the gateway's CPU on every request, header or not.
 */
@Injectable()
export class EligibilityDataHandOver implements CanActivate {
  /**
   * Header values this process already handed over for a user (the client repeats them): the
   * most recent ones only, enough to skip repeated work, never a store.
   */
  private readonly handled = new LRUCache<string, true>({ max: 2000 });

  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const data = request.headers[EligibilityDataHeader];
    const userId = request.caller?.userId;
    if (userId && typeof data === 'string' && data && eligibilityEnabled(this.config))
      await this.handOver(userId, data);
    return true;
  }

  private async handOver(userId: string, data: string): Promise<void> {
    const key = `${userId}:${createHash('sha256').update(data).digest('base64url')}`;
    if (this.handled.get(key)) return;
    try {
      if (data.length > MAX_ELIGIBILITY_DATA_LENGTH) throw new Error('the header is too long');
      const { stored } = await this.rpc.call(
        CareProfileRpc.recordEligibility,
        { userId, data },
        { timeoutMs: Math.min(maxWaitMs, this.config.RPC_TIMEOUT_MS) },
      );
      this.handled.set(key, true);
      this.logger.debug({ userId, stored }, 'eligibility data handed to care-profile');
    } catch (error) {
      if ((error as { body?: { status?: number } }).body?.status === 400)
        this.handled.set(key, true);
      this.logger.debug(
        { userId, reason: error instanceof Error ? error.message : String(error) },
        'X-Eligibility-Data ignored',
      );
    }
  }
}
