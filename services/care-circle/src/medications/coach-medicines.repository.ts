import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { healthSettings } from '../database/health-schema';

/** The owner's choice whether the coach may use the recipient's medicine list. */
@Injectable()
export class CoachMedicinesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async coachUsesMedicines(recipientId: string, tx: DbExecutor = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ on: healthSettings.coachUsesMedicines })
      .from(healthSettings)
      .where(eq(healthSettings.recipientId, recipientId));
    return row?.on ?? false;
  }

  async set(tx: DbExecutor, recipientId: string, on: boolean): Promise<void> {
    await tx
      .insert(healthSettings)
      .values({ recipientId, coachUsesMedicines: on })
      .onConflictDoUpdate({ target: healthSettings.recipientId, set: { coachUsesMedicines: on } });
  }
}
