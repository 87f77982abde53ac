import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import type { CoachMedicine } from '@tend/contracts';
import { medicineLists } from '../database/schema';
import { currentMedicineNames } from './current-medicines';

/** A recipient's current medicines by name, as one member's coach may name them. */
export interface KnownMedicines {
  recipientName: string;
  medicineNames: string[];
}

/** A recipient's medicines as care-circle last sent them, with the days each is taken. */
export interface MedicineListCopy {
  recipientId: string;
  recipientName: string;
  timeZone: string;
  medicines: CoachMedicine[];
  memberUserIds: string[];
  changedAt: Date;
}

/** The copies of the lists of recipients whose family the user is (what the coach holds for them). */
export function medicineCopiesFor(
  executor: DbExecutor,
  userId: string,
): Promise<Pick<MedicineListCopy, 'recipientName' | 'timeZone' | 'medicines'>[]> {
  return executor
    .select({
      recipientName: medicineLists.recipientName,
      timeZone: medicineLists.timeZone,
      medicines: medicineLists.medicines,
    })
    .from(medicineLists)
    .where(sql`${userId}::uuid = any(${medicineLists.memberUserIds})`)
    .orderBy(asc(medicineLists.recipientName));
}

/** The lists a user's answers may name at `now`: the medicines current that day, lists not empty. */
export async function medicinesKnownTo(
  executor: DbExecutor,
  userId: string,
  now: Date = new Date(),
): Promise<KnownMedicines[]> {
  const copies = await medicineCopiesFor(executor, userId);
  return copies
    .map((copy) => ({
      recipientName: copy.recipientName,
      medicineNames: currentMedicineNames(copy, now),
    }))
    .filter((list) => list.medicineNames.length > 0);
}

@Injectable()
export class MedicineListsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  forUser(userId: string, now: Date = new Date()): Promise<KnownMedicines[]> {
    return medicinesKnownTo(this.db, userId, now);
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
