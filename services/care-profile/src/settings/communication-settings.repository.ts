import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DefaultCommunicationSettings, type CommunicationSettingsValues } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { communicationSettings } from '../database/schema';

const columns = {
  emailNotifications: communicationSettings.emailNotifications,
  smsNotifications: communicationSettings.smsNotifications,
  pushNotifications: communicationSettings.pushNotifications,
  tipNotifications: communicationSettings.tipNotifications,
};

@Injectable()
export class CommunicationSettingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(
    userId: string,
    executor: DbExecutor = this.db,
  ): Promise<CommunicationSettingsValues | undefined> {
    const [row] = await executor
      .select(columns)
      .from(communicationSettings)
      .where(eq(communicationSettings.userId, userId));
    return row;
  }

  /** The defaults (e-mail on, SMS off, push on, tips on), unless the user already has settings. */
  async ensure(tx: DbExecutor, userId: string): Promise<void> {
    await tx
      .insert(communicationSettings)
      .values({ userId, ...DefaultCommunicationSettings })
      .onConflictDoNothing();
  }

  /** The user's settings locked for a change in `tx` (created with the defaults if missing). */
  async lock(tx: DbExecutor, userId: string): Promise<CommunicationSettingsValues> {
    await this.ensure(tx, userId);
    const [row] = await tx
      .select(columns)
      .from(communicationSettings)
      .where(eq(communicationSettings.userId, userId))
      .for('update');
    return row;
  }

  async save(tx: DbExecutor, userId: string, values: CommunicationSettingsValues): Promise<void> {
    await tx
      .update(communicationSettings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(communicationSettings.userId, userId));
  }

  async delete(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(communicationSettings).where(eq(communicationSettings.userId, userId));
  }
}
