import { Inject, Injectable } from '@nestjs/common';
import { UserDeleted } from '@tend/contracts';
import {
  DATABASE,
  DomainError,
  LOGGER,
  Outbox,
  SubjectErasure,
  type Database,
  type DbExecutor,
  type ErasureSubject,
} from '@tend/platform';
import type { Logger } from 'pino';
import { SessionCache } from '../sessions/session-cache';
import { SessionsRepository } from '../sessions/sessions.repository';
import { PendingSignupsRepository } from '../signup/pending-signups.repository';
import { accountProvenBy } from '../users/password-proof';
import { UsersRepository } from '../users/users.repository';
import { DataExportsRepository } from '../data-export/data-exports.repository';
import { AccountDeletionsRepository } from './account-deletions.repository';
import { servicesStillHolding } from './deletion-progress';

export const AccountDeletionMessages = {
  wrongPassword:
    'Your password is not right, so nothing was deleted. Please check it and try again.',
} as const;

/**
 * Deletes an account and runs the deletion saga: identity forgets the user at once and raises
 * `identity.user.deleted`; every service erases what it holds and confirms; the saga is complete
 * when all have confirmed, however long a stopped service takes to come back.
 */
@Injectable()
export class AccountService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
    private readonly pending: PendingSignupsRepository,
    private readonly sessions: SessionsRepository,
    private readonly cache: SessionCache,
    private readonly deletions: AccountDeletionsRepository,
    private readonly erasure: SubjectErasure,
    private readonly dataExports: DataExportsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Deletes the account once its password proves the holder is asking; a wrong one deletes nothing. */
  async delete(userId: string, currentPassword: string): Promise<void> {
    await accountProvenBy(
      this.users,
      userId,
      currentPassword,
      AccountDeletionMessages.wrongPassword,
    );
    const liveSessions = await this.sessions.listActive(userId);
    const requestedAt = new Date();
    const subject = await this.db.transaction(async (tx) => {
      const user = await this.users.delete(tx, userId);
      if (!user) throw DomainError.notFound('This account no longer exists.');
      await this.pending.deleteByEmail(tx, user.email);
      await this.dataExports.deleteFor(tx, userId);
      await this.deletions.start(tx, userId, requestedAt);
      await this.deletions.confirm(tx, userId, 'identity', requestedAt);
      const erased: ErasureSubject = { userId, emails: [user.email] };
      // Identity's earlier events (sign-up, welcome) name the person; the saga's own event must not be erased.
      await this.erasure.eraseStored(tx, erased);
      await this.outbox.add(tx, UserDeleted, {
        userId,
        email: user.email,
        requestedAt: requestedAt.toISOString(),
      });
      return erased;
    });
    await this.cache.revoke(liveSessions);
    // The account is gone either way; a broker hiccup here leaves the sweep to the saga's end.
    await this.erasure
      .eraseDeadLetters(subject)
      .catch((error: Error) =>
        this.logger.warn({ err: error.message }, 'dead letters not swept at deletion'),
      );
  }

  async recordErasure(
    tx: DbExecutor,
    userId: string,
    service: string,
    erasedAt: Date,
  ): Promise<void> {
    const confirmed = await this.deletions.confirm(tx, userId, service, erasedAt);
    if (servicesStillHolding(confirmed).length > 0) return;
    await this.deletions.complete(tx, userId);
    // Every service has the news: the saga's own event, which carries the address, can go now.
    await this.erasure.eraseStored(tx, { userId, emails: [] });
    await this.erasure.eraseDeadLetters({ userId, emails: [] });
  }

  async status(userId: string) {
    const found = await this.deletions.status(userId);
    if (!found) throw DomainError.notFound('No deletion was requested for this account.');
    return {
      pending: servicesStillHolding(found.confirmed),
      completedAt: found.deletion.completedAt?.toISOString() ?? null,
    };
  }
}
