import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { DefaultLanguage, type Language, type UnsubscribeScope } from '@tend/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { bouncedAddresses, emailSuppressions, recipients } from '../database/schema';

export type Recipient = typeof recipients.$inferSelect;

/** Never set, or set as of before `asOf`: what a newer event may replace. */
const olderThan = (column: PgColumn, asOf: Date) => or(isNull(column), lt(column, asOf));

/** `value` where `newer` holds, else what the column keeps. */
const newerOr = (newer: SQL | undefined, value: unknown, column: PgColumn) =>
  sql`case when ${newer} then ${value} else ${column} end`;

@Injectable()
export class RecipientsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * A registered account. A role granted or a language chosen after it, and already heard of (a
   * retried event comes late), is kept.
   */
  async upsert(
    tx: DbExecutor,
    recipient: Pick<Recipient, 'userId' | 'email' | 'firstName' | 'role' | 'language'> & {
      registeredAt: Date;
    },
  ): Promise<void> {
    const { registeredAt, ...values } = recipient;
    const newerRole = olderThan(recipients.roleAsOf, registeredAt);
    const newerLanguage = olderThan(recipients.languageAsOf, registeredAt);
    await tx
      .insert(recipients)
      .values({ ...values, roleAsOf: registeredAt, languageAsOf: registeredAt })
      .onConflictDoUpdate({
        target: recipients.userId,
        set: {
          email: values.email,
          firstName: values.firstName,
          role: newerOr(newerRole, values.role, recipients.role),
          roleAsOf: newerOr(newerRole, registeredAt, recipients.roleAsOf),
          language: newerOr(newerLanguage, values.language, recipients.language),
          languageAsOf: newerOr(newerLanguage, registeredAt, recipients.languageAsOf),
        },
      });
  }

  /**
   * The language chosen as of `asOf`, unless a newer choice is kept. Heard before the registration,
   * it is kept on a row the registration completes (no address yet: nothing is sent to it).
   */
  async setLanguage(
    tx: DbExecutor,
    choice: { userId: string; language: Language; asOf: Date },
  ): Promise<void> {
    const { userId, language, asOf } = choice;
    await this.keepNewest(
      tx,
      { userId, email: '', firstName: '', language, languageAsOf: asOf },
      { language, languageAsOf: asOf },
      olderThan(recipients.languageAsOf, asOf),
    );
  }

  /**
   * Writes `newest` where `newer` holds; for an account not yet registered, makes the row (from
   * `row`) that the registration completes.
   */
  private async keepNewest(
    tx: DbExecutor,
    row: typeof recipients.$inferInsert,
    newest: Partial<typeof recipients.$inferInsert>,
    newer: SQL | undefined,
  ): Promise<void> {
    await tx
      .insert(recipients)
      .values(row)
      .onConflictDoUpdate({ target: recipients.userId, set: newest, setWhere: newer });
  }

  /** The language the account reads (English for one notifications has not heard of). */
  async languageOf(userId: string, executor: DbExecutor = this.db): Promise<Language> {
    const [row] = await executor
      .select({ language: recipients.language })
      .from(recipients)
      .where(eq(recipients.userId, userId));
    return row?.language ?? DefaultLanguage;
  }

  async setPreferences(
    tx: DbExecutor,
    userId: string,
    preferences: { emailNotifications: boolean; tipNotifications: boolean },
  ): Promise<void> {
    await tx.update(recipients).set(preferences).where(eq(recipients.userId, userId));
  }

  async suppress(tx: DbExecutor, email: string, scope: UnsubscribeScope): Promise<void> {
    await tx.insert(emailSuppressions).values({ email, scope }).onConflictDoNothing();
  }

  async unsuppress(
    tx: DbExecutor,
    email: string,
    scopes: readonly UnsubscribeScope[],
  ): Promise<void> {
    if (scopes.length === 0) return;
    await tx
      .delete(emailSuppressions)
      .where(
        and(eq(emailSuppressions.email, email), inArray(emailSuppressions.scope, [...scopes])),
      );
  }

  /**
   * The account's new address (after its owner confirmed it). What the old address unsubscribed
   * from holds for the new one too (the person asked it, not the mailbox); the old keeps its own.
   */
  async setEmail(
    tx: DbExecutor,
    userId: string,
    email: string,
    previousEmail: string,
  ): Promise<void> {
    await tx.update(recipients).set({ email }).where(eq(recipients.userId, userId));
    await tx.execute(
      sql`insert into email_suppressions (email, scope)
          select ${email}, scope from email_suppressions where email = ${previousEmail}
          on conflict do nothing`,
    );
  }

  /**
   * The role as of `asOf`, unless a newer one is kept. Heard before the registration (a retried
   * event comes late), it is kept on a row the registration completes.
   */
  async setRole(
    tx: DbExecutor,
    grant: { userId: string; email: string; role: string; asOf: Date },
  ): Promise<void> {
    const { userId, email, role, asOf } = grant;
    await this.keepNewest(
      tx,
      { userId, email, firstName: '', role, roleAsOf: asOf },
      { role, roleAsOf: asOf },
      olderThan(recipients.roleAsOf, asOf),
    );
  }

  /**
   * Keeps the newest check-in and its result: a late, older event never moves it back. A reminder
   * she asked for before this check-in is done with: she has checked in again.
   */
  async recordAssessment(
    tx: DbExecutor,
    userId: string,
    result: { completedAt: Date; score: number; level: string },
  ): Promise<void> {
    const { completedAt } = result;
    const reminderAnswered = lt(recipients.checkInReminderAskedAt, completedAt);
    await tx
      .update(recipients)
      .set({
        lastAssessmentAt: completedAt,
        lastAssessmentScore: result.score,
        lastAssessmentLevel: result.level,
        checkInReminderAt: sql`case when ${reminderAnswered} then null else ${recipients.checkInReminderAt} end`,
        checkInReminderAskedAt: sql`case when ${reminderAnswered} then null else ${recipients.checkInReminderAskedAt} end`,
      })
      .where(
        and(
          eq(recipients.userId, userId),
          or(isNull(recipients.lastAssessmentAt), lt(recipients.lastAssessmentAt, completedAt)),
        ),
      );
  }

  /** Asks for one reminder to check in again at `remindAt` (a new ask replaces an earlier one). */
  async askCheckInReminder(userId: string, askedAt: Date, remindAt: Date): Promise<boolean> {
    const updated = await this.db
      .update(recipients)
      .set({ checkInReminderAskedAt: askedAt, checkInReminderAt: remindAt })
      .where(eq(recipients.userId, userId))
      .returning({ userId: recipients.userId });
    return updated.length > 0;
  }

  async superAdmins(executor: DbExecutor = this.db): Promise<Recipient[]> {
    return executor.select().from(recipients).where(eq(recipients.role, 'super_admin'));
  }

  async find(userId: string, executor: DbExecutor = this.db): Promise<Recipient | undefined> {
    const [row] = await executor.select().from(recipients).where(eq(recipients.userId, userId));
    return row;
  }

  async findByEmail(email: string, executor: DbExecutor = this.db): Promise<Recipient | undefined> {
    const [row] = await executor.select().from(recipients).where(eq(recipients.email, email));
    return row;
  }

  async suppressedScopes(
    email: string,
    executor: DbExecutor = this.db,
  ): Promise<UnsubscribeScope[]> {
    const rows = await executor
      .select({ scope: emailSuppressions.scope })
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, email));
    return rows.map((row) => row.scope);
  }

  async isBounced(email: string, executor: DbExecutor = this.db): Promise<boolean> {
    const rows = await executor
      .select()
      .from(bouncedAddresses)
      .where(eq(bouncedAddresses.email, email));
    return rows.length > 0;
  }

  async recordBounce(tx: DbExecutor, email: string, reason: string): Promise<void> {
    await tx
      .insert(bouncedAddresses)
      .values({ email, reason: reason.slice(0, 500) })
      .onConflictDoNothing();
  }

  async delete(tx: DbExecutor, userId: string, email: string): Promise<void> {
    await tx.delete(recipients).where(eq(recipients.userId, userId));
    await tx.delete(emailSuppressions).where(eq(emailSuppressions.email, email));
    await tx.delete(bouncedAddresses).where(eq(bouncedAddresses.email, email));
  }
}
