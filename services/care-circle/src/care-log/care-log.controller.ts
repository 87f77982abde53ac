import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleHealthRpc, type RpcPayload } from '@tend/contracts';
import { CareLogService } from './care-log.service';

type Rpc = typeof CareCircleHealthRpc;

@Controller()
export class CareLogController {
  constructor(private readonly log: CareLogService) {}

  @MessagePattern(CareCircleHealthRpc.listLog.pattern)
  list(@Payload() { userId, recipientId, ...query }: RpcPayload<Rpc['listLog']>) {
    return this.log.list(userId, recipientId, query);
  }

  @MessagePattern(CareCircleHealthRpc.addLogEntry.pattern)
  add(@Payload() { userId, recipientId, entry }: RpcPayload<Rpc['addLogEntry']>) {
    return this.log.add(userId, recipientId, entry);
  }

  @MessagePattern(CareCircleHealthRpc.updateLogEntry.pattern)
  update(@Payload() { userId, recipientId, entryId, entry }: RpcPayload<Rpc['updateLogEntry']>) {
    return this.log.update(userId, recipientId, entryId, entry);
  }

  @MessagePattern(CareCircleHealthRpc.deleteLogEntry.pattern)
  delete(@Payload() { userId, recipientId, entryId }: RpcPayload<Rpc['deleteLogEntry']>) {
    return this.log.delete(userId, recipientId, entryId);
  }

  @MessagePattern(CareCircleHealthRpc.setLogRanges.pattern)
  setRanges(@Payload() { userId, recipientId, ranges }: RpcPayload<Rpc['setLogRanges']>) {
    return this.log.setRanges(userId, recipientId, ranges);
  }
}
