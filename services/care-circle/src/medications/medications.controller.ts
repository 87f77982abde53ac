import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleHealthRpc, type RpcPayload } from '@tend/contracts';
import { CoachMedicinesService } from './coach-medicines.service';
import { MedicationsService } from './medications.service';

type Rpc = typeof CareCircleHealthRpc;

@Controller()
export class MedicationsController {
  constructor(
    private readonly medications: MedicationsService,
    private readonly coachMedicines: CoachMedicinesService,
  ) {}

  @MessagePattern(CareCircleHealthRpc.coachMedicines.pattern)
  coachSetting(@Payload() { userId, recipientId }: RpcPayload<Rpc['coachMedicines']>) {
    return this.coachMedicines.get(userId, recipientId);
  }

  @MessagePattern(CareCircleHealthRpc.setCoachMedicines.pattern)
  setCoachSetting(@Payload() r: RpcPayload<Rpc['setCoachMedicines']>) {
    return this.coachMedicines.set(r.userId, r.recipientId, r.coachUsesMedicines);
  }

  @MessagePattern(CareCircleHealthRpc.listMedications.pattern)
  list(@Payload() { userId, recipientId, current }: RpcPayload<Rpc['listMedications']>) {
    return this.medications.list(userId, recipientId, current ?? false);
  }

  @MessagePattern(CareCircleHealthRpc.createMedication.pattern)
  create(@Payload() { userId, recipientId, medication }: RpcPayload<Rpc['createMedication']>) {
    return this.medications.create(userId, recipientId, medication);
  }

  @MessagePattern(CareCircleHealthRpc.updateMedication.pattern)
  update(@Payload() r: RpcPayload<Rpc['updateMedication']>) {
    return this.medications.update(r.userId, r.recipientId, r.medicationId, r.changes);
  }

  @MessagePattern(CareCircleHealthRpc.medicationHistory.pattern)
  history(@Payload() r: RpcPayload<Rpc['medicationHistory']>) {
    return this.medications.history(r.userId, r.recipientId, r.medicationId);
  }
}
