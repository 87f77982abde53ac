import argon2 from 'argon2';

/** argon2id with the library's recommended cost (OWASP: memory-hard, 64 MiB). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash (unknown e-mail) it checks against a decoy, so an
 * attacker cannot tell from the time taken whether an account exists.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-that-never-matches');
  const hash = storedHash ?? (await decoyHash);
  const matches = await argon2.verify(hash, password).catch(() => false);
  return storedHash !== undefined && matches;
}
