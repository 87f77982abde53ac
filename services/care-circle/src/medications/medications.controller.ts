import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleHealthRpc, type RpcPayload } from '@tend/contracts';
import { MedicationsService } from './medications.service';

type Rpc = typeof CareCircleHealthRpc;

@Controller()
export class MedicationsController {
  constructor(private readonly medications: MedicationsService) {}

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
