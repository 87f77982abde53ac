import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { emailDeliveries } from '../database/schema';

export type EmailDelivery = typeof emailDeliveries.$inferSelect;
export type NewEmailDelivery = Pick<
  typeof emailDeliveries.$inferInsert,
  'dedupeKey' | 'userId' | 'recipient' | 'template' | 'category' | 'data'
>;

@Injectable()
export class EmailDeliveriesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** False when this key was queued before: one e-mail per key. */
  async queue(tx: DbExecutor, delivery: NewEmailDelivery): Promise<boolean> {
    const rows = await tx
      .insert(emailDeliveries)
      .values(delivery)
      .onConflictDoNothing()
      .returning({ key: emailDeliveries.dedupeKey });
    return rows.length > 0;
  }

  /** Locks the delivery for the duration of a send, so two workers never send it twice. */
  async lock(tx: DbExecutor, dedupeKey: string): Promise<EmailDelivery | undefined> {
    const [row] = await tx
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.dedupeKey, dedupeKey))
      .for('update');
    return row;
  }

  async finish(
    tx: DbExecutor,
    dedupeKey: string,
    outcome:
      { status: 'sent'; messageId: string } | { status: 'suppressed' | 'failed'; reason: string },
  ): Promise<void> {
    await tx
      .update(emailDeliveries)
      .set({
        status: outcome.status,
        updatedAt: new Date(),
        ...(outcome.status === 'sent'
          ? { messageId: outcome.messageId, sentAt: new Date(), lastError: null }
          : { lastError: outcome.reason }),
      })
      .where(eq(emailDeliveries.dedupeKey, dedupeKey));
  }

  /** Removes a finished delivery altogether (see `forgottenOnceDone`). */
  async forget(tx: DbExecutor, dedupeKey: string): Promise<void> {
    await tx.delete(emailDeliveries).where(eq(emailDeliveries.dedupeKey, dedupeKey));
  }

  async recordAttempt(dedupeKey: string, error: string): Promise<void> {
    await this.db
      .update(emailDeliveries)
      .set({
        attempts: sql`${emailDeliveries.attempts} + 1`,
        lastError: error.slice(0, 500),
        updatedAt: new Date(),
      })
      .where(eq(emailDeliveries.dedupeKey, dedupeKey));
  }

  /** Deliveries still waiting after `seconds`: their job may have been lost with Redis. */
  async waiting(seconds: number, limit = 200): Promise<string[]> {
    const rows = await this.db
      .select({ key: emailDeliveries.dedupeKey })
      .from(emailDeliveries)
      .where(
        and(
          eq(emailDeliveries.status, 'queued'),
          lt(emailDeliveries.updatedAt, new Date(Date.now() - seconds * 1000)),
        ),
      )
      .limit(limit);
    return rows.map((row) => row.key);
  }

  async deleteFor(tx: DbExecutor, userId: string, email: string): Promise<void> {
    // Also e-mails about them sent to others (a support request names its sender).
    await tx
      .delete(emailDeliveries)
      .where(
        or(
          eq(emailDeliveries.userId, userId),
          eq(emailDeliveries.recipient, email),
          sql`${emailDeliveries.data}::text like ${`%${userId}%`}`,
        ),
      );
  }
}
