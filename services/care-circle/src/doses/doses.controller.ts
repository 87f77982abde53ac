import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleHealthRpc, type RpcPayload } from '@tend/contracts';
import { DosesService } from './doses.service';

type Rpc = typeof CareCircleHealthRpc;

@Controller()
export class DosesController {
  constructor(private readonly doses: DosesService) {}

  @MessagePattern(CareCircleHealthRpc.listDoses.pattern)
  list(@Payload() { userId, recipientId, day }: RpcPayload<Rpc['listDoses']>) {
    return this.doses.list(userId, recipientId, day);
  }

  @MessagePattern(CareCircleHealthRpc.logDose.pattern)
  log(@Payload() { userId, recipientId, dose }: RpcPayload<Rpc['logDose']>) {
    return this.doses.log(userId, recipientId, dose);
  }
}
