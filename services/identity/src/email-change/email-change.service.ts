import { Inject, Injectable } from '@nestjs/common';
import {
  EmailChangeRequested,
  UserEmailChanged,
  type ChangeEmailAnswer,
  type ChangeEmailBody,
  type ConfirmEmailChangeAnswer,
} from '@tend/contracts';
import { CONFIG, DATABASE, DomainError, Outbox, type Database } from '@tend/platform';
import type { IdentityConfig } from '../identity.env';
import { hashLinkToken, newLinkToken } from '../tokens/link-token';
import { accountProvenBy } from '../users/password-proof';
import { UsersRepository } from '../users/users.repository';
import { EmailChangesRepository } from './email-changes.repository';

export const EmailChangeMessages = {
  wrongPassword: 'Your current password is not right. Please check it and try again.',
  sameAddress: 'That is already your email address. Please enter a different one.',
  inUse: 'That email address is already in use by another account. Please use a different one.',
  badLink:
    'This confirmation link has expired or was already used. Please ask for a new one in Settings.',
} as const;

/**
 * Changing the account's address: the new address must prove it is the person's own by a link
 * e-mailed to it (single use, expires, only its hash kept). The account changes only when the link
 * is opened; then the services holding the address are told, and so is the old address.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
    private readonly changes: EmailChangesRepository,
  ) {}

  async request(
    userId: string,
    { email, currentPassword }: ChangeEmailBody,
  ): Promise<ChangeEmailAnswer> {
    const user = await accountProvenBy(
      this.users,
      userId,
      currentPassword,
      EmailChangeMessages.wrongPassword,
    );
    if (email === user.email) throw DomainError.badRequest(EmailChangeMessages.sameAddress);
    if (await this.changes.addressTaken(email))
      throw DomainError.conflict(EmailChangeMessages.inUse);

    const { token, hash, expiresAt } = newLinkToken(
      this.config.VERIFICATION_TTL_HOURS * 3600 * 1000,
    );
    await this.db.transaction(async (tx) => {
      await this.changes.upsert(tx, { userId, newEmail: email, tokenHash: hash, expiresAt });
      await this.outbox.add(tx, EmailChangeRequested, {
        userId,
        newEmail: email,
        firstName: user.firstName,
        confirmUrl: `${this.config.PUBLIC_URL}/confirm-email?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      });
    });
    return { pendingEmail: email, expiresAt: expiresAt.toISOString() };
  }

  async confirm(token: string): Promise<ConfirmEmailChangeAnswer> {
    return this.db.transaction(async (tx) => {
      const change = await this.changes.consume(tx, hashLinkToken(token));
      if (!change) throw DomainError.badRequest(EmailChangeMessages.badLink);
      const before = await this.users.findById(change.userId, tx);
      if (!before) throw DomainError.badRequest(EmailChangeMessages.badLink);
      const after = await this.changes.applyEmail(tx, change.userId, change.newEmail);
      if (!after) throw DomainError.conflict(EmailChangeMessages.inUse);
      await this.outbox.add(tx, UserEmailChanged, {
        userId: after.id,
        email: after.email,
        previousEmail: before.email,
        firstName: after.firstName,
        changedAt: new Date().toISOString(),
      });
      return { email: after.email };
    });
  }
}
