import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { medicationChanges, medications } from '../database/health-schema';

export type MedicationRow = typeof medications.$inferSelect;
export type NewMedication = typeof medications.$inferInsert;
export type MedicationColumns = Partial<Omit<NewMedication, 'id' | 'recipientId' | 'createdAt'>>;
export type MedicationChangeRow = typeof medicationChanges.$inferSelect;

/** All SQL of medicines and their history. Every read and change is by the circle's id. */
@Injectable()
export class MedicationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  ofCircle(recipientId: string, tx: DbExecutor = this.db): Promise<MedicationRow[]> {
    return tx
      .select()
      .from(medications)
      .where(eq(medications.recipientId, recipientId))
      .orderBy(asc(medications.name), asc(medications.id));
  }

  async find(
    recipientId: string,
    medicationId: string,
    tx: DbExecutor = this.db,
  ): Promise<MedicationRow | undefined> {
    const [row] = await tx
      .select()
      .from(medications)
      .where(and(eq(medications.recipientId, recipientId), eq(medications.id, medicationId)));
    return row;
  }

  /** The medicine, locked until the transaction ends (two changes at once are kept in order). */
  async lock(
    tx: DbExecutor,
    recipientId: string,
    medicationId: string,
  ): Promise<MedicationRow | undefined> {
    const [row] = await tx
      .select()
      .from(medications)
      .where(and(eq(medications.recipientId, recipientId), eq(medications.id, medicationId)))
      .for('update');
    return row;
  }

  async create(tx: DbExecutor, medication: NewMedication): Promise<MedicationRow> {
    const [row] = await tx.insert(medications).values(medication).returning();
    return row;
  }

  async update(
    tx: DbExecutor,
    recipientId: string,
    medicationId: string,
    changes: MedicationColumns,
  ): Promise<MedicationRow> {
    const [row] = await tx
      .update(medications)
      .set(changes)
      .where(and(eq(medications.recipientId, recipientId), eq(medications.id, medicationId)))
      .returning();
    return row;
  }

  async addChange(tx: DbExecutor, change: typeof medicationChanges.$inferInsert): Promise<void> {
    await tx.insert(medicationChanges).values(change);
  }

  history(medicationId: string): Promise<MedicationChangeRow[]> {
    return this.db
      .select()
      .from(medicationChanges)
      .where(eq(medicationChanges.medicationId, medicationId))
      .orderBy(asc(medicationChanges.changedAt), asc(medicationChanges.id));
  }
}
