import { Inject, Injectable } from '@nestjs/common';
import { PasswordChanged } from '@tend/contracts';
import { DATABASE, Outbox, type Database, type DbExecutor } from '@tend/platform';
import { SessionCache } from '../sessions/session-cache';
import { SessionsRepository } from '../sessions/sessions.repository';
import { UsersRepository } from '../users/users.repository';
import { PasswordResetsRepository } from './password-resets.repository';

export interface NewPassword {
  userId: string;
  passwordHash: string;
  /** The device that asked for the change stays signed in; a reset keeps none. */
  keepSessionId?: string;
  /** Where it was changed, for the e-mail that tells the owner. */
  how: 'settings' | 'reset';
}

/**
 * Stores a new password and, in the same transaction, ends the account's other sessions and its
 * open reset links, and raises the event that e-mails the owner (so a change they did not make
 * does not go unnoticed); then tells the gateway's cache, so the old sessions get 401 at once.
 */
@Injectable()
export class PasswordWriter {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly cache: SessionCache,
    private readonly outbox: Outbox,
  ) {}

  /** `decide` runs first in the transaction (to check and lock) and names the password to set. */
  async write(
    decide: (tx: DbExecutor) => Promise<NewPassword>,
  ): Promise<{ signedOutSessions: number }> {
    const revoked = await this.db.transaction(async (tx) => {
      const change = await decide(tx);
      await this.users.setPasswordHash(tx, change.userId, change.passwordHash);
      await this.resets.useAllOf(tx, change.userId, new Date());
      const user = await this.users.findById(change.userId, tx);
      if (user)
        await this.outbox.add(tx, PasswordChanged, {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          changedAt: new Date().toISOString(),
          how: change.how,
        });
      return this.sessions.revokeAllOf(tx, change.userId, change.keepSessionId);
    });
    await this.cache.revoke(revoked);
    return { signedOutSessions: revoked.length };
  }
}
