import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { medicineLists } from '../database/schema';

/** A recipient's current medicines by name, as one member's coach may name them. */
export interface KnownMedicines {
  recipientName: string;
  medicineNames: string[];
}

export interface MedicineListCopy extends KnownMedicines {
  recipientId: string;
  memberUserIds: string[];
  changedAt: Date;
}

/** The lists a user's answers may name: of recipients whose family they are, not empty. */
export async function medicinesKnownTo(
  executor: DbExecutor,
  userId: string,
): Promise<KnownMedicines[]> {
  const rows = await executor
    .select({
      recipientName: medicineLists.recipientName,
      medicineNames: medicineLists.medicineNames,
    })
    .from(medicineLists)
    .where(sql`${userId}::uuid = any(${medicineLists.memberUserIds})`)
    .orderBy(asc(medicineLists.recipientName));
  return rows.filter((row) => row.medicineNames.length > 0);
}

@Injectable()
export class MedicineListsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  forUser(userId: string): Promise<KnownMedicines[]> {
    return medicinesKnownTo(this.db, userId);
  }

  /** The copy replaces the one kept unless that one is newer (events may arrive out of order). */
  async keep(tx: DbExecutor, copy: MedicineListCopy): Promise<void> {
    const { recipientId: _key, ...fields } = copy;
    await tx
      .insert(medicineLists)
      .values(copy)
      .onConflictDoUpdate({
        target: medicineLists.recipientId,
        set: fields,
        setWhere: sql`${medicineLists.changedAt} <= ${copy.changedAt}`,
      });
  }

  /** The circle is gone: so is what the coach held of it. */
  async forget(tx: DbExecutor, recipientId: string): Promise<void> {
    await tx.delete(medicineLists).where(eq(medicineLists.recipientId, recipientId));
  }

  /** The user's account is erased: no list names them as one who may see it. */
  async forgetMember(tx: DbExecutor, userId: string): Promise<void> {
    await tx
      .update(medicineLists)
      .set({ memberUserIds: sql`array_remove(${medicineLists.memberUserIds}, ${userId}::uuid)` })
      .where(sql`${userId}::uuid = any(${medicineLists.memberUserIds})`);
  }
}
