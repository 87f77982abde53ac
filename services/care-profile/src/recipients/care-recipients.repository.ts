import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CareRecipient, CreateCareRecipientBody } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { careRecipients } from '../database/schema';

type RecipientRow = typeof careRecipients.$inferSelect;

export function toCareRecipient(row: RecipientRow): CareRecipient {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    conditions: row.conditions,
    insuranceType: row.insuranceType,
  };
}

const values = (body: CreateCareRecipientBody) => ({
  name: body.name,
  relationship: body.relationship,
  conditions: body.conditions,
  insuranceType: body.insuranceType ?? null,
});

/** Care recipients, always reached through their caregiver's id. */
@Injectable()
export class CareRecipientsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(userId: string, executor: DbExecutor = this.db): Promise<CareRecipient[]> {
    const rows = await executor
      .select()
      .from(careRecipients)
      .where(eq(careRecipients.userId, userId))
      .orderBy(asc(careRecipients.createdAt), asc(careRecipients.id));
    return rows.map(toCareRecipient);
  }

  /** Serialises one caregiver's additions, so a limit checked in `tx` holds. */
  async lockOwner(tx: DbExecutor, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 0))`);
  }

  async count(tx: DbExecutor, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(careRecipients)
      .where(eq(careRecipients.userId, userId));
    return row?.n ?? 0;
  }

  async insert(
    tx: DbExecutor,
    userId: string,
    id: string,
    body: CreateCareRecipientBody,
  ): Promise<CareRecipient> {
    const [row] = await tx
      .insert(careRecipients)
      .values({ id, userId, ...values(body) })
      .returning();
    return toCareRecipient(row);
  }

  /** Undefined when the caregiver has no recipient with that id. */
  async update(
    tx: DbExecutor,
    userId: string,
    id: string,
    body: CreateCareRecipientBody,
  ): Promise<CareRecipient | undefined> {
    const [row] = await tx
      .update(careRecipients)
      .set({ ...values(body), updatedAt: sql`now()` })
      .where(and(eq(careRecipients.userId, userId), eq(careRecipients.id, id)))
      .returning();
    return row && toCareRecipient(row);
  }

  async delete(tx: DbExecutor, userId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(careRecipients)
      .where(and(eq(careRecipients.userId, userId), eq(careRecipients.id, id)))
      .returning({ id: careRecipients.id });
    return rows.length > 0;
  }

  async deleteAll(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(careRecipients).where(eq(careRecipients.userId, userId));
  }
}
