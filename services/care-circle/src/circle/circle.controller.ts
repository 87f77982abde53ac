import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleRpc, type RpcPayload } from '@tend/contracts';
import { CircleService } from './circle.service';

type Rpc = typeof CareCircleRpc;

@Controller()
export class CircleController {
  constructor(private readonly circle: CircleService) {}

  @MessagePattern(CareCircleRpc.listMyCircles.pattern)
  mine(@Payload() { userId }: RpcPayload<Rpc['listMyCircles']>) {
    return this.circle.mine(userId);
  }

  @MessagePattern(CareCircleRpc.getCircle.pattern)
  get(@Payload() { userId, recipientId }: RpcPayload<Rpc['getCircle']>) {
    return this.circle.get(userId, recipientId);
  }

  @MessagePattern(CareCircleRpc.updateCircle.pattern)
  update(@Payload() { userId, recipientId, timeZone }: RpcPayload<Rpc['updateCircle']>) {
    return this.circle.setTimeZone(userId, recipientId, timeZone);
  }

  @MessagePattern(CareCircleRpc.updateMySettings.pattern)
  updateMySettings(
    @Payload() { userId, recipientId, ...changes }: RpcPayload<Rpc['updateMySettings']>,
  ) {
    return this.circle.updateMySettings(userId, recipientId, changes);
  }

  @MessagePattern(CareCircleRpc.changeRole.pattern)
  changeRole(@Payload() r: RpcPayload<Rpc['changeRole']>) {
    return this.circle.changeRole(r.userId, r.recipientId, r.memberUserId, r.role);
  }

  @MessagePattern(CareCircleRpc.removeMember.pattern)
  remove(@Payload() r: RpcPayload<Rpc['removeMember']>) {
    return this.circle.remove(r.userId, r.recipientId, r.memberUserId);
  }

  @MessagePattern(CareCircleRpc.transferOwnership.pattern)
  transfer(@Payload() r: RpcPayload<Rpc['transferOwnership']>) {
    return this.circle.transferOwnership(r.userId, r.recipientId, r.newOwnerUserId);
  }
}
