import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DefaultLanguage,
  ErrorCodes,
  SignupAccountExists,
  UserRegistered,
  VerificationRequested,
  type CompleteSignupBody,
  type SendVerificationBody,
  type SessionGrant,
} from '@tend/contracts';
import { CONFIG, DATABASE, DomainError, Outbox, type Database } from '@tend/platform';
import type { IdentityConfig } from '../identity.env';
import { RequestLimiter } from '../rate-limit/request-limiter';
import { hashPassword } from '../sessions/passwords';
import { SessionsService, type ClientInfo } from '../sessions/sessions.service';
import { hashLinkToken, newLinkToken } from '../tokens/link-token';
import { UsersRepository } from '../users/users.repository';
import { PendingSignupsRepository } from './pending-signups.repository';
import { UsedSignupLinksRepository } from './used-signup-links.repository';

/** Answered with SIGNUP_TOKEN_INVALID, which the client shows as 'Email verification required…'. */
export const InvalidTokenMessage =
  'Token expired or already used: please request a new verification email.';

const sendLimits = { perEmail: 5, perIp: 30, windowSeconds: 3600 };

@Injectable()
export class SignupService {
  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
    private readonly pending: PendingSignupsRepository,
    private readonly sessions: SessionsService,
    private readonly limiter: RequestLimiter,
    private readonly usedLinks: UsedSignupLinksRepository,
  ) {}

  /**
   * Sends the verification link. The answer is the same whether or not the address already has
   * an account (that person is sent a sign-in link instead), so it reveals nothing.
   */
  async sendVerification(
    { email, firstName, lastName, eligibility, language = DefaultLanguage }: SendVerificationBody,
    client: ClientInfo,
  ): Promise<void> {
    await this.limit(`verify:email:${email}`, sendLimits.perEmail);
    await this.limit(`verify:ip:${client.ip}`, sendLimits.perIp);
    const existing = await this.users.findByEmail(email);
    await this.db.transaction(async (tx) => {
      if (existing) {
        await this.outbox.add(tx, SignupAccountExists, {
          email,
          firstName: existing.firstName,
          signInUrl: `${this.config.PUBLIC_URL}/login`,
        });
        return;
      }
      const { token, hash, expiresAt } = newLinkToken(
        this.config.VERIFICATION_TTL_HOURS * 3600 * 1000,
      );
      await this.pending.upsert(tx, {
        email,
        firstName,
        lastName,
        tokenHash: hash,
        expiresAt,
        eligibility: eligibility ?? null,
        language,
      });
      await this.outbox.add(tx, VerificationRequested, {
        email,
        firstName,
        verificationUrl: `${this.config.PUBLIC_URL}/signup?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
        language,
      });
    });
  }

  async completeSignup(body: CompleteSignupBody, client: ClientInfo): Promise<SessionGrant> {
    const passwordHash = await hashPassword(body.password);
    return this.db.transaction(async (tx) => {
      const tokenHash = hashLinkToken(body.token);
      const pending = await this.pending.consume(tx, tokenHash);
      if (!pending) throw new DomainError(400, ErrorCodes.signupTokenInvalid, InvalidTokenMessage);
      const now = new Date();
      const user = await this.users.create(
        tx,
        {
          id: randomUUID(),
          email: pending.email,
          firstName: pending.firstName,
          lastName: pending.lastName,
          passwordHash,
          language: pending.language,
          role: this.config.SUPER_ADMIN_EMAILS.includes(pending.email) ? 'super_admin' : 'user',
        },
        now,
      );
      if (!user)
        throw DomainError.conflict(
          'An account with this email already exists. Please sign in instead.',
        );
      // Opening this link again says "you already have an account" instead of a dead end.
      await this.usedLinks.record(tx, { tokenHash, userId: user.id, usedAt: now });
      const at = now.toISOString();
      await this.outbox.add(tx, UserRegistered, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        agreedToTermsAt: at,
        agreedToPrivacyAt: at,
        consentedToDataUsageAt: at,
        registeredAt: at,
        language: user.language,
        ...(pending.eligibility ? { eligibility: pending.eligibility } : {}),
      });
      return this.sessions.open(tx, user, client);
    });
  }

  private limit(key: string, max: number): Promise<void> {
    return this.limiter.consume({
      key,
      max,
      windowSeconds: sendLimits.windowSeconds,
      message: 'Too many verification emails requested. Please wait an hour and try again.',
    });
  }
}
