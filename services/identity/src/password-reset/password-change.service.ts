import { Injectable } from '@nestjs/common';
import type { ChangePasswordBody } from '@tend/contracts';
import { DomainError } from '@tend/platform';
import { hashPassword } from '../sessions/passwords';
import { accountProvenBy } from '../users/password-proof';
import { UsersRepository } from '../users/users.repository';
import { PasswordWriter } from './password-writer';

export const PasswordChangeMessages = {
  wrongCurrent: 'Your current password is not right. Please check it and try again.',
  sameAsCurrent:
    'Your new password is the same as your current one. Please choose a different one.',
} as const;

/** Settings' "Change password": the current password proves it is the account holder. */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersRepository,
    private readonly writer: PasswordWriter,
  ) {}

  async change(
    { currentPassword, newPassword }: ChangePasswordBody,
    caller: { userId: string; sessionId: string },
  ): Promise<{ signedOutSessions: number }> {
    const user = await accountProvenBy(
      this.users,
      caller.userId,
      currentPassword,
      PasswordChangeMessages.wrongCurrent,
    );
    if (currentPassword === newPassword)
      throw DomainError.badRequest(PasswordChangeMessages.sameAsCurrent);
    const passwordHash = await hashPassword(newPassword);
    return this.writer.write(() =>
      Promise.resolve({
        userId: user.id,
        passwordHash,
        keepSessionId: caller.sessionId,
        how: 'settings',
      }),
    );
  }
}
