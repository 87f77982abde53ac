import { DomainError } from '@tend/platform';
import { verifyPassword } from '../sessions/passwords';
import type { UserRow, UsersRepository } from './users.repository';

/**
 * The caller's account, once the password given proves its holder is asking (changing the
 * password or the e-mail, deleting the account): 401 when the account is gone, 400 with `wrong`
 * when the password is not its own.
 */
export async function accountProvenBy(
  users: UsersRepository,
  userId: string,
  password: string,
  wrong: string,
): Promise<UserRow> {
  const user = await users.findById(userId);
  if (!user) throw DomainError.unauthorized();
  if (!(await verifyPassword(user.passwordHash, password))) throw DomainError.badRequest(wrong);
  return user;
}
