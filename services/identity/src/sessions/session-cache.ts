import { Inject, Injectable } from '@nestjs/common';
import { sessionCacheKey, type Role } from '@tend/contracts';
import { REDIS, type Redis } from '@tend/platform';

/** Keeps the gateway's view of sessions in Redis current: a revocation is refused at once, everywhere. */
@Injectable()
export class SessionCache {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async remember(sessionId: string, role: Role): Promise<void> {
    await this.redis.set(sessionCacheKey(sessionId), role, 'EX', 60).catch(() => undefined);
  }

  async revoke(sessions: { id: string; expiresAt: Date }[]): Promise<void> {
    for (const session of sessions) {
      const seconds = Math.max(60, Math.ceil((session.expiresAt.getTime() - Date.now()) / 1000));
      await this.redis.set(sessionCacheKey(session.id), 'revoked', 'EX', seconds);
    }
  }

  /** Makes the gateway ask again (after a role change). */
  async forget(sessionIds: string[]): Promise<void> {
    if (sessionIds.length > 0) await this.redis.del(...sessionIds.map(sessionCacheKey));
  }
}
