import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  PasswordResetRequested,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@tend/contracts';
import {
  CONFIG,
  DATABASE,
  DomainError,
  LOGGER,
  Outbox,
  type Database,
  type Logger,
} from '@tend/platform';
import type { IdentityConfig } from '../identity.env';
import { RequestLimiter } from '../rate-limit/request-limiter';
import { LoginThrottleStore } from '../sessions/login-throttle.store';
import { hashPassword } from '../sessions/passwords';
import type { ClientInfo } from '../sessions/sessions.service';
import { hashLinkToken, newLinkToken } from '../tokens/link-token';
import { UsersRepository } from '../users/users.repository';
import { PasswordResetsRepository } from './password-resets.repository';
import { PasswordWriter } from './password-writer';
import { RESET_LINK_TTL_MS, ResetLinkMessages, resetLinkProblem } from './reset-link-problem';

const limits = { perEmail: 5, perIp: 20, windowSeconds: 3600 };
const TooMany =
  'Too many password reset requests. Please look for the link we already sent (check spam too), or wait an hour and try again.';

/** The link when it can still set a password; else 410: it is gone for good, ask for a new one. */
function usable<T extends { expiresAt: Date; usedAt: Date | null }>(link: T | undefined): T {
  const problem = resetLinkProblem(link, new Date());
  if (problem || !link)
    throw new DomainError(410, ErrorCodes.resetLinkGone, problem ?? ResetLinkMessages.unknown);
  return link;
}

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly limiter: RequestLimiter,
    private readonly writer: PasswordWriter,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly throttle: LoginThrottleStore,
  ) {}

  /**
   * E-mails a reset link when the address has an account. The caller's answer is the same either
   * way, and the limits count every request, so neither says whether an account exists. The link
   * is made after answering: writing it took about 20 ms the unknown address did not, a difference
   * a stopwatch could read.
   */
  async forgot({ email }: ForgotPasswordBody, client: ClientInfo): Promise<void> {
    const windowSeconds = limits.windowSeconds;
    await this.limiter.consume({
      key: `reset:email:${email}`,
      max: limits.perEmail,
      windowSeconds,
      message: TooMany,
    });
    await this.limiter.consume({
      key: `reset:ip:${client.ip}`,
      max: limits.perIp,
      windowSeconds,
      message: TooMany,
    });
    void this.issueLink(email).catch((error: Error) =>
      this.logger.warn({ err: error.message }, 'password reset link not issued'),
    );
  }

  private async issueLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const now = Date.now();
    const { token, hash, expiresAt } = newLinkToken(RESET_LINK_TTL_MS, now);
    await this.db.transaction(async (tx) => {
      await this.resets.deleteOld(tx, user.id, new Date(now - 24 * 3600 * 1000));
      await this.resets.create(tx, { tokenHash: hash, userId: user.id, expiresAt });
      await this.outbox.add(tx, PasswordResetRequested, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        resetUrl: `${this.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      });
    });
  }

  /** Whether a link can still set a password, and if not, why (in the person's words). */
  async check(token: string): Promise<{ usable: boolean; message: string | null }> {
    const link = await this.resets.find(hashLinkToken(token));
    const problem = resetLinkProblem(link, new Date());
    return { usable: !problem, message: problem ?? null };
  }

  /** Sets the new password from a link (once) and signs the account out everywhere. */
  async reset({ token, password }: ResetPasswordBody): Promise<{ signedOutSessions: number }> {
    const tokenHash = hashLinkToken(token);
    // Checked before the (slow, memory-hard) hash so a dead link costs little, and again under lock.
    usable(await this.resets.find(tokenHash));
    const passwordHash = await hashPassword(password);
    let userId = '';
    const result = await this.writer.write(async (tx) => {
      const link = usable(await this.resets.find(tokenHash, tx, true));
      userId = link.userId;
      return { userId, passwordHash, how: 'reset' };
    });
    // Locked out by guessing at the old password, the person can sign in with the new one at once.
    const user = await this.users.findById(userId);
    if (user) await this.throttle.forgiveAccount(user.email);
    return result;
  }
}
