import { ErrorCodes } from '@tend/contracts';
import { DomainError } from '@tend/platform';
import { verifyPassword } from '../sessions/passwords';
import type { UserRow, UsersRepository } from './users.repository';

/**
 * The caller's account, once the password given proves its holder is asking (changing the
 * password or the e-mail, deleting the account): 401 when the account is gone, 400
 * PASSWORD_INCORRECT with `wrong` when the password is not its own (the web says it in her language).
 */
export async function accountProvenBy(
  users: UsersRepository,
  userId: string,
  password: string,
  wrong: string,
): Promise<UserRow> {
  const user = await users.findById(userId);
  if (!user) throw DomainError.unauthorized();
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new DomainError(400, ErrorCodes.passwordIncorrect, wrong);
  return user;
}
