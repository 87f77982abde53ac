import { Injectable } from '@nestjs/common';
import { IdentityRpc } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { CaregiverContext } from '../model/system-prompt';
import { CaregiversRepository } from './caregivers.repository';

/**
 * What the coach knows about a caregiver, from its own copies of other services' events. A first
 * name missing (the registration event not yet here) is asked of identity once and kept.
 */
@Injectable()
export class CaregiverContextReader {
  constructor(
    private readonly caregivers: CaregiversRepository,
    private readonly rpc: RpcClient,
  ) {}

  async read(userId: string): Promise<CaregiverContext> {
    const row = await this.caregivers.find(userId);
    const firstName = row?.firstName ?? (await this.askFirstName(userId));
    return {
      firstName,
      recipients: row?.recipients ?? [],
      burdenLevel: row?.burdenLevel ?? null,
    };
  }

  async firstName(userId: string): Promise<string | null> {
    return (await this.caregivers.find(userId))?.firstName ?? (await this.askFirstName(userId));
  }

  private async askFirstName(userId: string): Promise<string | null> {
    try {
      const user = await this.rpc.call(IdentityRpc.currentUser, { userId }, { timeoutMs: 1500 });
      await this.caregivers.setFirstName(userId, user.firstName).catch(() => undefined);
      return user.firstName;
    } catch {
      return null; // identity busy or the user unknown: 'there' will do
    }
  }
}
