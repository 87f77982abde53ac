import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import {
  IdentityRpc,
  Role,
  SessionTokenClaims,
  SessionTokenIssuer,
  sessionCacheKey,
} from '@tend/contracts';
import { CONFIG, REDIS, RpcClient, type Redis } from '@tend/platform';
import type { GatewayConfig } from '../config/gateway-env';
import type { Caller } from './caller';

/**
 * Verifies a session token locally (signature, algorithm, expiry) and then asks whether the session
 * is still alive: Redis answers in the common case; on a miss identity is asked and the answer
 * cached briefly, so a revocation is seen at once and a Redis restart loses nothing.
 */
@Injectable()
export class SessionVerifier {
  /**
   * Made once: given the secret as a string, jsonwebtoken first tries it as a PEM public key on
   * every call, which cost a third of the gateway's CPU.
   */
  private readonly key: KeyObject;

  constructor(
    @Inject(CONFIG) config: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly rpc: RpcClient,
  ) {
    this.key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
  }

  async verify(token: string, via: Caller['via']): Promise<Caller | undefined> {
    let claims: SessionTokenClaims;
    try {
      const decoded = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: SessionTokenIssuer,
      });
      claims = SessionTokenClaims.parse(decoded);
    } catch {
      return undefined;
    }
    const role = await this.sessionRole(claims.sid);
    return role ? { userId: claims.sub, sessionId: claims.sid, role, via } : undefined;
  }

  private async sessionRole(sessionId: string): Promise<Role | undefined> {
    const key = sessionCacheKey(sessionId);
    const cached = await this.redis.get(key).catch(() => null);
    if (cached === 'revoked') return undefined;
    const role = Role.safeParse(cached);
    if (role.success) return role.data;
    const session = await this.rpc.call(IdentityRpc.checkSession, { sessionId });
    if (!session.active || !session.role) {
      await this.redis.set(key, 'revoked', 'EX', 3600).catch(() => undefined);
      return undefined;
    }
    await this.redis.set(key, session.role, 'EX', 60).catch(() => undefined);
    return session.role;
  }
}
