import { Inject, Injectable } from '@nestjs/common';
import {
  CommunicationSettingsChanged,
  withCommunicationDefaults,
  type CommunicationSettingsValues,
} from '@tend/contracts';
import { DATABASE, Outbox, type Database, type DbExecutor } from '@tend/platform';
import { applySettingsChange, type SettingsChange } from './communication-settings-rules';
import { CommunicationSettingsRepository } from './communication-settings.repository';

@Injectable()
export class CommunicationSettingsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CommunicationSettingsRepository,
    private readonly outbox: Outbox,
  ) {}

  /** The user's settings; the defaults until they have any. */
  async get(userId: string): Promise<CommunicationSettingsValues> {
    return withCommunicationDefaults(await this.settings.find(userId));
  }

  async update(userId: string, change: SettingsChange): Promise<CommunicationSettingsValues> {
    return this.db.transaction(async (tx) => (await this.change(tx, userId, change)).settings);
  }

  /**
   * Applies a change in `tx`. Only a real change is saved and announced, with every setting in the
   * event, so notifications always holds the whole current picture.
   */
  async change(
    tx: DbExecutor,
    userId: string,
    change: SettingsChange,
  ): Promise<{ settings: CommunicationSettingsValues; changed: boolean }> {
    const current = await this.settings.lock(tx, userId);
    const { next, changed } = applySettingsChange(current, change);
    if (changed) {
      await this.settings.save(tx, userId, next);
      await this.outbox.add(tx, CommunicationSettingsChanged, { userId, ...next });
    }
    return { settings: next, changed };
  }
}
