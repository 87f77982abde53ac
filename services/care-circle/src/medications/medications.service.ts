import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  MedicationNotFound,
  type CreateMedicationBody,
  type Medication,
  type MedicationChange,
  type UpdateMedicationBody,
} from '@tend/contracts';
import { DATABASE, DomainError, type Database, type DbExecutor } from '@tend/platform';
import { roleRequired, type Membership } from '../circle/circle-access';
import { may } from '../circle/circle-rules';
import { HealthAccess } from '../health/health-access';
import { HealthAuditRepository } from '../health/health-audit.repository';
import { todayIn } from '../tasks/occurrences';
import {
  changedFields,
  changeView,
  medicationColumns,
  medicationView,
  newMedicationColumns,
} from './medication-view';
import { CoachMedicinesPublisher } from './coach-medicines.publisher';
import { MedicationsRepository } from './medications.repository';

const OwnerOnly =
  'Only the circle’s owner marks a medicine critical or sets when its doses count as missed.';

/** The recipient's medicines: kept by the owner and organizers, read by family, each change kept. */
@Injectable()
export class MedicationsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: HealthAccess,
    private readonly audit: HealthAuditRepository,
    private readonly medications: MedicationsRepository,
    private readonly coach: CoachMedicinesPublisher,
  ) {}

  async list(userId: string, recipientId: string, currentOnly = false): Promise<Medication[]> {
    const { circle } = await this.access.read(userId, recipientId, 'read-medications');
    const today = todayIn(circle.timeZone);
    const all = (await this.medications.ofCircle(recipientId)).map((row) =>
      medicationView(row, today),
    );
    return currentOnly ? all.filter((medication) => medication.current) : all;
  }

  async create(
    userId: string,
    recipientId: string,
    body: CreateMedicationBody,
  ): Promise<Medication> {
    const found = await this.access.require(userId, recipientId, 'manageMedications');
    if (!may(found.member.role, 'ownHealth') && (body.critical || body.missedAfterMinutes !== 60))
      throw roleRequired(OwnerOnly);
    const today = todayIn(found.circle.timeZone);
    return this.db.transaction(async (tx) => {
      const row = await this.medications.create(tx, {
        ...newMedicationColumns(body),
        id: randomUUID(),
        recipientId,
      });
      const view = medicationView(row, today);
      await this.recordChange(tx, found, row.id, 'added', changedFields(null, view));
      await this.coach.publish(tx, recipientId);
      return view;
    });
  }

  /** Only the fields sent change; a change that changes nothing is not recorded. */
  async update(
    userId: string,
    recipientId: string,
    medicationId: string,
    body: UpdateMedicationBody,
  ): Promise<Medication> {
    const found = await this.access.require(userId, recipientId, 'manageMedications');
    const today = todayIn(found.circle.timeZone);
    return this.db.transaction(async (tx) => {
      const current = await this.medications.lock(tx, recipientId, medicationId);
      if (!current) throw DomainError.notFound(MedicationNotFound);
      const before = medicationView(current, today);
      const owned = may(found.member.role, 'ownHealth');
      const touchesOwnerFields =
        (body.critical !== undefined && body.critical !== current.critical) ||
        (body.missedAfterMinutes !== undefined &&
          body.missedAfterMinutes !== current.missedAfterMinutes);
      if (!owned && touchesOwnerFields) throw roleRequired(OwnerOnly);
      const startDate = body.startDate === undefined ? current.startDate : body.startDate;
      const stopDate = body.stopDate === undefined ? current.stopDate : body.stopDate;
      if (startDate && stopDate && stopDate < startDate)
        throw DomainError.badRequest('The stop date comes on or after the start date.');
      const row = await this.medications.update(
        tx,
        recipientId,
        medicationId,
        medicationColumns(body),
      );
      const after = medicationView(row, today);
      const changes = changedFields(before, after);
      if (Object.keys(changes).length > 0) {
        await this.recordChange(tx, found, medicationId, 'changed', changes);
        await this.coach.publish(tx, recipientId);
      }
      return after;
    });
  }

  async history(
    userId: string,
    recipientId: string,
    medicationId: string,
  ): Promise<MedicationChange[]> {
    await this.access.read(userId, recipientId, 'read-medication-history', medicationId);
    if (!(await this.medications.find(recipientId, medicationId)))
      throw DomainError.notFound(MedicationNotFound);
    return (await this.medications.history(medicationId)).map(changeView);
  }

  private async recordChange(
    tx: DbExecutor,
    { member }: Membership,
    medicationId: string,
    kind: 'added' | 'changed',
    changes: Record<string, { from: unknown; to: unknown }>,
  ): Promise<void> {
    await this.medications.addChange(tx, {
      id: randomUUID(),
      medicationId,
      changedBy: member.userId,
      changedByName: member.name,
      kind,
      changes,
    });
    await this.audit.record(
      tx,
      member,
      kind === 'added' ? 'added-medication' : 'changed-medication',
      medicationId,
    );
  }
}
