import { Inject, Injectable } from '@nestjs/common';
import type { CoachMedicinesSetting } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { HealthAccess } from '../health/health-access';
import { HealthAuditRepository } from '../health/health-audit.repository';
import { CoachMedicinesPublisher } from './coach-medicines.publisher';
import { CoachMedicinesRepository } from './coach-medicines.repository';

/** The owner's switch letting the coach use the medicine list; the family may see how it is set. */
@Injectable()
export class CoachMedicinesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: HealthAccess,
    private readonly audit: HealthAuditRepository,
    private readonly setting: CoachMedicinesRepository,
    private readonly publisher: CoachMedicinesPublisher,
  ) {}

  async get(userId: string, recipientId: string): Promise<CoachMedicinesSetting> {
    await this.access.require(userId, recipientId, 'readHealth');
    return { coachUsesMedicines: await this.setting.coachUsesMedicines(recipientId) };
  }

  async set(userId: string, recipientId: string, on: boolean): Promise<CoachMedicinesSetting> {
    const { member } = await this.access.require(userId, recipientId, 'ownHealth');
    await this.db.transaction(async (tx) => {
      await this.setting.set(tx, recipientId, on);
      await this.audit.record(tx, member, 'set-coach-medicines');
      await this.publisher.publish(tx, recipientId);
    });
    return { coachUsesMedicines: on };
  }
}
