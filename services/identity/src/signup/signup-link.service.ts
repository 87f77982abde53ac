import { Inject, Injectable } from '@nestjs/common';
import type { SignupLinkStatus } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { hashLinkToken } from '../tokens/link-token';
import { UsersRepository } from '../users/users.repository';
import { PendingSignupsRepository } from './pending-signups.repository';
import { signupLinkStatus } from './signup-link-status';
import { UsedSignupLinksRepository } from './used-signup-links.repository';

/** Says what an opened sign-up link leads to, before the person types anything. */
@Injectable()
export class SignupLinkService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly pending: PendingSignupsRepository,
    private readonly usedLinks: UsedSignupLinksRepository,
    private readonly users: UsersRepository,
  ) {}

  async check(token: string): Promise<SignupLinkStatus> {
    const tokenHash = hashLinkToken(token);
    const pending = await this.pending.findByTokenHash(this.db, tokenHash);
    const accountExists = pending
      ? Boolean(await this.users.findByEmail(pending.email))
      : await this.usedLinks.wasUsed(tokenHash);
    return signupLinkStatus({ pending, accountExists, now: new Date() });
  }
}
