import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  deviceForm,
  NewDeviceSignedIn,
  type DeviceFacts,
  type SessionGrant,
} from '@tend/contracts';
import {
  CONFIG,
  DATABASE,
  DomainError,
  Outbox,
  type Database,
  type DbExecutor,
} from '@tend/platform';
import type { IdentityConfig } from '../identity.env';
import { toCurrentUser, UsersRepository, type UserRow } from '../users/users.repository';
import { describeDevice } from './describe-device';
import { lastSeen, lastSeenNeedsRefresh } from './last-seen';
import { LoginThrottleStore } from './login-throttle.store';
import { verifyPassword } from './passwords';
import { SessionCache } from './session-cache';
import { signSessionToken } from './session-token';
import { SessionsRepository } from './sessions.repository';

export const InvalidCredentials = 'Invalid email or password';

/** A device and browser, without the browser's version: an update is not a new device. */
const deviceKey = (facts: DeviceFacts) =>
  [deviceForm(facts), facts.model, facts.maker, facts.browser].join('\n');

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

@Injectable()
export class SessionsService {
  private readonly signingKey: KeyObject;

  constructor(
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly cache: SessionCache,
    private readonly throttle: LoginThrottleStore,
    private readonly outbox: Outbox,
  ) {
    this.signingKey = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
  }

  async login(email: string, password: string, client: ClientInfo): Promise<SessionGrant> {
    await this.throttle.assertOpen(email, client.ip);
    const user = await this.users.findByEmail(email);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) {
      await this.throttle.recordFailure(email, client.ip);
      throw DomainError.unauthorized(InvalidCredentials);
    }
    await this.throttle.recordSuccess(email);
    return this.db.transaction(async (tx) => {
      await this.tellOfNewDevice(tx, user, client);
      return this.open(tx, user, client);
    });
  }

  /**
   * A sign-in from a device and browser the account has never used raises the event that e-mails
   * its owner, with a link to the devices screen and to a password reset.
   */
  private async tellOfNewDevice(tx: DbExecutor, user: UserRow, client: ClientInfo) {
    const seen = (await this.sessions.userAgentsOf(user.id, tx)).map((agent) =>
      deviceKey(describeDevice(agent)),
    );
    const now = describeDevice(client.userAgent ?? null);
    if (seen.length === 0 || seen.includes(deviceKey(now))) return;
    await this.outbox.add(tx, NewDeviceSignedIn, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      seenAs: now,
      signedInAt: new Date().toISOString(),
    });
  }

  /** Starts a session for a user (in the caller's transaction at sign-up). */
  async open(executor: DbExecutor, user: UserRow, client: ClientInfo): Promise<SessionGrant> {
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_DAYS * 24 * 3600 * 1000);
    await this.sessions.create(executor, {
      id: sessionId,
      userId: user.id,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent ?? null,
    });
    await this.cache.remember(sessionId, user.role);
    const token = signSessionToken(this.signingKey, {
      userId: user.id,
      sessionId,
      expiresAt,
    });
    return { token, expiresAt: expiresAt.toISOString(), user: toCurrentUser(user) };
  }

  async logout(sessionId: string): Promise<void> {
    const session = await this.sessions.revoke(sessionId);
    if (session) await this.cache.revoke([session]);
  }

  async list(userId: string, currentSessionId: string) {
    const active = await this.sessions.listActive(userId);
    return active
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((session) => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        userAgent: session.userAgent,
        seenAs: describeDevice(session.userAgent),
        lastSeenAt: lastSeen(session).toISOString(),
        current: session.id === currentSessionId,
      }));
  }

  async revokeOwned(userId: string, sessionId: string): Promise<void> {
    const session = await this.sessions.revokeOwned(userId, sessionId);
    if (!session) throw DomainError.notFound('That session has already ended.');
    await this.cache.revoke([session]);
  }

  async revokeOthers(userId: string, keepSessionId: string): Promise<number> {
    const revoked = await this.sessions.revokeAllExcept(userId, keepSessionId);
    await this.cache.revoke(revoked);
    return revoked.length;
  }

  /**
   * The gateway asks when its cached answer has lapsed (about once a minute for a session in
   * use), so this is also where "last seen" is kept, written only once it has gone stale.
   */
  async check(sessionId: string) {
    const session = await this.sessions.findWithRole(sessionId);
    const now = new Date();
    const active = Boolean(session && !session.revokedAt && session.expiresAt > now);
    if (active && session && lastSeenNeedsRefresh(session, now))
      await this.sessions.touch(sessionId, now);
    return {
      active,
      role: active && session ? session.role : null,
      expiresAt: session ? session.expiresAt.toISOString() : null,
    };
  }
}
