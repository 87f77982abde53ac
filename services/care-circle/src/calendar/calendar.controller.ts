import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleRpc, type RpcPayload } from '@tend/contracts';
import { CalendarService } from './calendar.service';

type Rpc = typeof CareCircleRpc;

@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @MessagePattern(CareCircleRpc.createCalendarFeed.pattern)
  create(@Payload() { userId, recipientId }: RpcPayload<Rpc['createCalendarFeed']>) {
    return this.calendar.create(userId, recipientId);
  }

  @MessagePattern(CareCircleRpc.revokeCalendarFeed.pattern)
  revoke(@Payload() { userId, recipientId }: RpcPayload<Rpc['revokeCalendarFeed']>) {
    return this.calendar.revoke(userId, recipientId);
  }

  @MessagePattern(CareCircleRpc.readCalendarFeed.pattern)
  read(@Payload() { token }: RpcPayload<Rpc['readCalendarFeed']>) {
    return this.calendar.read(token);
  }
}
