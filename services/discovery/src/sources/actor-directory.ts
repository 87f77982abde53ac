import { Inject, Injectable } from '@nestjs/common';
import { IdentityRpc } from '@tend/contracts';
import { LOGGER, RpcClient, type Logger } from '@tend/platform';

/** The acting administrator's e-mail for the audit log, asked of identity (best effort). */
@Injectable()
export class ActorDirectory {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async email(userId: string): Promise<string | null> {
    try {
      return (await this.rpc.call(IdentityRpc.currentUser, { userId })).email;
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message },
        'audit: could not look up the acting administrator',
      );
      return null;
    }
  }
}
