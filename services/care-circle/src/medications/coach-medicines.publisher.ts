import { Injectable } from '@nestjs/common';
import { CircleMedicinesForCoach, takenOn } from '@tend/contracts';
import { Outbox, type DbExecutor } from '@tend/platform';
import { may } from '../circle/circle-rules';
import { CirclesRepository } from '../circle/circles.repository';
import { todayIn } from '../tasks/occurrences';
import { CoachMedicinesRepository } from './coach-medicines.repository';
import { MedicationsRepository } from './medications.repository';

/**
 * Tells the coach what it may know of a recipient's medicines, in the transaction of the change
 * that alters it: the medicines not yet stopped, by name with their start and stop dates (the
 * coach reads which are current on the day of each question), and the family who may see them, or
 * nothing at all when the owner has not let the coach use the list. Only names and dates cross;
 * helpers are never named.
 */
@Injectable()
export class CoachMedicinesPublisher {
  constructor(
    private readonly circles: CirclesRepository,
    private readonly medications: MedicationsRepository,
    private readonly setting: CoachMedicinesRepository,
    private readonly outbox: Outbox,
  ) {}

  async publish(tx: DbExecutor, recipientId: string): Promise<void> {
    const circle = await this.circles.find(recipientId, tx);
    if (!circle) return;
    const on = await this.setting.coachUsesMedicines(recipientId, tx);
    const today = todayIn(circle.timeZone);
    const [rows, members] = on
      ? await Promise.all([
          this.medications.ofCircle(recipientId, tx),
          this.circles.members(recipientId, tx),
        ])
      : [[], []];
    await this.outbox.add(tx, CircleMedicinesForCoach, {
      recipientId,
      recipientName: circle.recipientName,
      timeZone: circle.timeZone,
      // Taken today or later: one stopped before today is never current again.
      medicines: rows
        .filter((row) => takenOn({ startDate: null, stopDate: row.stopDate }, today))
        .map(({ name, startDate, stopDate }) => ({ name, startDate, stopDate })),
      memberUserIds: members
        .filter((member) => may(member.role, 'readHealth'))
        .map((member) => member.userId),
      changedAt: new Date().toISOString(),
    });
  }
}
