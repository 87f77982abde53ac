import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { sessions, users } from '../database/schema';

export type SessionRow = typeof sessions.$inferSelect;

@Injectable()
export class SessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(tx: DbExecutor, session: typeof sessions.$inferInsert): Promise<void> {
    await tx.insert(sessions).values(session);
  }

  /** The session with its user's current role, or undefined when either is gone. */
  async findWithRole(
    sessionId: string,
  ): Promise<(SessionRow & { role: 'user' | 'super_admin' }) | undefined> {
    const [row] = await this.db
      .select({ session: sessions, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId));
    return row ? { ...row.session, role: row.role } : undefined;
  }

  async revoke(sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning();
    return row;
  }

  /** Revokes one of the owner's sessions; undefined when it is not theirs or already ended. */
  async revokeOwned(userId: string, sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
      )
      .returning();
    return row;
  }

  async revokeAllExcept(userId: string, keepSessionId: string): Promise<SessionRow[]> {
    return this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.id, keepSessionId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning();
  }

  /** Ends every live session of the user in the caller's transaction, but the one to keep. */
  async revokeAllOf(tx: DbExecutor, userId: string, keepSessionId?: string): Promise<SessionRow[]> {
    return tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      )
      .returning();
  }

  /** Records a use of the session; only called when its last-seen time has gone stale. */
  async touch(sessionId: string, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
  }

  async listActive(userId: string, executor: DbExecutor = this.db): Promise<SessionRow[]> {
    return executor
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
  }

  /** Every browser the account has signed in from (ended sessions too), for telling a new one. */
  async userAgentsOf(userId: string, executor: DbExecutor = this.db): Promise<(string | null)[]> {
    const rows = await executor
      .selectDistinct({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return rows.map((row) => row.userAgent);
  }
}
