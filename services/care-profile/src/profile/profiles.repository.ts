import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { profiles } from '../database/schema';
import type { OnboardingValues } from './profile-rules';

export type ProfileRow = typeof profiles.$inferSelect;

/** A new account as care-profile keeps it: who she is and when she gave each agreement. */
export interface RegisteredUser {
  userId: string;
  email: string;
  firstName: string;
  agreedToTermsAt: Date;
  agreedToPrivacyAt: Date;
  consentedToDataUsageAt: Date;
}

/** What Settings changes on a profile (`PATCH /api/profile`): either field, or both. */
export type ProfileChange = Partial<Pick<ProfileRow, 'careCoachAvatar' | 'phoneNumber'>>;

@Injectable()
export class ProfilesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(userId: string, executor: DbExecutor = this.db): Promise<ProfileRow | undefined> {
    const [row] = await executor.select().from(profiles).where(eq(profiles.userId, userId));
    return row;
  }

  /** The profile row locked for a read-modify-write in `tx`. */
  async findForUpdate(tx: DbExecutor, userId: string): Promise<ProfileRow | undefined> {
    const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
    return row;
  }

  async findUserIdByEmail(email: string, executor: DbExecutor = this.db): Promise<string | null> {
    const [row] = await executor
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.email, email));
    return row?.userId ?? null;
  }

  /**
   * The empty profile of a new account with the agreements given at sign-up, or (when onboarding
   * got here first) its e-mail, first name, and each agreement not yet on record: a date already
   * recorded is kept. An address is one account's: a stale row of a deleted account lets go of it.
   */
  async register(tx: DbExecutor, user: RegisteredUser): Promise<void> {
    await this.releaseEmail(tx, user.email, user.userId);
    const keep = (column: AnyPgColumn) =>
      sql`coalesce(${column}, excluded.${sql.identifier(column.name)})`;
    await tx
      .insert(profiles)
      .values(user)
      .onConflictDoUpdate({
        target: profiles.userId,
        set: {
          email: user.email,
          firstName: user.firstName,
          agreedToTermsAt: keep(profiles.agreedToTermsAt),
          agreedToPrivacyAt: keep(profiles.agreedToPrivacyAt),
          consentedToDataUsageAt: keep(profiles.consentedToDataUsageAt),
        },
      });
  }

  /**
   * The account's new address. Like at registration, a stale copy of it on another profile (an
   * event applied late) is let go first, so the unique address never blocks the change.
   */
  async setEmail(tx: DbExecutor, userId: string, email: string): Promise<void> {
    await this.releaseEmail(tx, email, userId);
    await tx.update(profiles).set({ email }).where(eq(profiles.userId, userId));
  }

  /** Another profile's stale copy of an address gives way to the account that now has it. */
  private async releaseEmail(tx: DbExecutor, email: string, keepUserId: string): Promise<void> {
    await tx
      .update(profiles)
      .set({ email: null })
      .where(and(eq(profiles.email, email), ne(profiles.userId, keepUserId)));
  }

  async saveOnboarding(
    tx: DbExecutor,
    userId: string,
    values: OnboardingValues,
  ): Promise<ProfileRow> {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return row;
  }

  /** Sets the fields given (the rest kept), making the profile if it is not there yet. */
  async update(tx: DbExecutor, userId: string, change: ProfileChange): Promise<ProfileRow> {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...change })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...change, updatedAt: sql`now()` } })
      .returning();
    return row;
  }

  async delete(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(profiles).where(eq(profiles.userId, userId));
  }
}
