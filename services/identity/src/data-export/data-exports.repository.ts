import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { consents, dataExportParts, dataExports, users } from '../database/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

@Injectable()
export class DataExportsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(tx: DbExecutor, row: { id: string; userId: string; requestedAt: Date }) {
    await tx.insert(dataExports).values(row);
  }

  async latest(userId: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    return row;
  }

  async findOwned(userId: string, id: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
    return row;
  }

  /** Locks the copy while a part is added, so two last parts cannot both (or neither) finish it. */
  async lock(tx: DbExecutor, id: string): Promise<DataExportRow | undefined> {
    const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, id)).for('update');
    return row;
  }

  /** Stores a part; answers every part received so far. */
  async addPart(
    tx: DbExecutor,
    exportId: string,
    service: string,
    part: Record<string, unknown>,
  ): Promise<Map<string, Record<string, unknown>>> {
    await tx.insert(dataExportParts).values({ exportId, service, part }).onConflictDoNothing();
    const rows = await tx
      .select({ service: dataExportParts.service, part: dataExportParts.part })
      .from(dataExportParts)
      .where(eq(dataExportParts.exportId, exportId));
    return new Map(rows.map((row) => [row.service, row.part]));
  }

  /** Keeps the document and drops the parts it was made of (no second copy of the same data). */
  async finish(
    tx: DbExecutor,
    id: string,
    document: Record<string, unknown>,
    readyAt: Date,
    expiresAt: Date,
  ): Promise<void> {
    await tx
      .update(dataExports)
      .set({ document, readyAt, expiresAt })
      .where(eq(dataExports.id, id));
    await tx.delete(dataExportParts).where(eq(dataExportParts.exportId, id));
  }

  /**
   * Copies past their expiry are personal data with no purpose left; so are copies that were
   * still gathering when `abandonedBefore` came. Returns how many were deleted.
   */
  async purgeExpired(executor: DbExecutor, now: Date, abandonedBefore?: Date): Promise<number> {
    const expired = lt(dataExports.expiresAt, now);
    const result = await executor
      .delete(dataExports)
      .where(
        abandonedBefore
          ? or(
              expired,
              and(isNull(dataExports.readyAt), lt(dataExports.requestedAt, abandonedBefore)),
            )
          : expired,
      );
    return result.rowCount ?? 0;
  }

  /** Identity's own part: the account as stored, without the password hash, and its agreements. */
  async accountPart(tx: DbExecutor, userId: string): Promise<Record<string, unknown>> {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        analyticsConsent: users.analyticsConsent,
        language: users.language,
        profileImageUrl: users.profileImageUrl,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    const agreements = await tx
      .select({ kind: consents.kind, acceptedAt: consents.acceptedAt })
      .from(consents)
      .where(eq(consents.userId, userId));
    return { account: { ...user, agreements } };
  }

  async deleteFor(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
  }
}
