import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
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

  /**
   * Tokens whose signature was checked, with their claims, kept until they expire: a device sends
   * the same token on every request, and checking it again (HMAC, decoding, schema) cost about a
   * twentieth of the gateway's CPU per request. Whether the session is still alive is asked anew
   * every time (below), so a sign-out still takes effect at once.
   */
  private readonly verified = new LRUCache<string, SessionTokenClaims>({ max: 10_000 });

  async verify(token: string, via: Caller['via']): Promise<Caller | undefined> {
    const claims = this.verifiedClaims(token);
    if (!claims) return undefined;
    const role = await this.sessionRole(claims.sid);
    return role ? { userId: claims.sub, sessionId: claims.sid, role, via } : undefined;
  }

  private verifiedClaims(token: string): SessionTokenClaims | undefined {
    const known = this.verified.get(token);
    if (known) return known; // the cache drops it at its expiry
    try {
      const decoded = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: SessionTokenIssuer,
      });
      const claims = SessionTokenClaims.parse(decoded);
      const ttl = claims.exp * 1000 - Date.now();
      if (ttl > 0) this.verified.set(token, claims, { ttl });
      return claims;
    } catch {
      return undefined;
    }
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
