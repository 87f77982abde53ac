import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser, Language, Role } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { consents, users } from '../database/schema';

export type UserRow = typeof users.$inferSelect;

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    analyticsConsent: row.analyticsConsent,
    role: row.role,
    language: row.language,
  };
}

@Injectable()
export class UsersRepository {
  /**
   * The lookup behind every "who am I" (`GET /api/auth/user` on each page load): its SQL is built
   * once and prepared once per connection, not rebuilt and re-planned per request.
   */
  private readonly byId;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('identity_user_by_id');
  }

  async findById(userId: string, executor: DbExecutor = this.db): Promise<UserRow | undefined> {
    const [row] =
      executor === this.db
        ? await this.byId.execute({ id: userId })
        : await executor.select().from(users).where(eq(users.id, userId));
    return row;
  }

  async findByEmail(email: string, executor: DbExecutor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(eq(users.email, email));
    return row;
  }

  /** Inserts the user and their consents; undefined when the e-mail is taken (unique index). */
  async create(
    tx: DbExecutor,
    user: typeof users.$inferInsert,
    acceptedAt: Date,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .insert(users)
      .values(user)
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) return undefined;
    await tx.insert(consents).values(
      (['terms', 'privacy', 'data_usage'] as const).map((kind) => ({
        userId: row.id,
        kind,
        acceptedAt,
      })),
    );
    return row;
  }

  async setAnalyticsConsent(userId: string, consent: boolean): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ analyticsConsent: consent })
      .where(eq(users.id, userId))
      .returning();
    return row;
  }

  async setLanguage(
    tx: DbExecutor,
    userId: string,
    language: Language,
  ): Promise<UserRow | undefined> {
    const [row] = await tx.update(users).set({ language }).where(eq(users.id, userId)).returning();
    return row;
  }

  async setPasswordHash(tx: DbExecutor, userId: string, passwordHash: string): Promise<void> {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  async setRole(tx: DbExecutor, email: string, role: Role): Promise<UserRow | undefined> {
    const [row] = await tx.update(users).set({ role }).where(eq(users.email, email)).returning();
    return row;
  }

  /** Removes the user; their sessions and consents go with them (foreign keys cascade). */
  async delete(tx: DbExecutor, userId: string): Promise<UserRow | undefined> {
    const [row] = await tx.delete(users).where(eq(users.id, userId)).returning();
    return row;
  }
}
