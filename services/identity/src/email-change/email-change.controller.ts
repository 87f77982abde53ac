import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EmailChangeRpc, type RpcPayload } from '@tend/contracts';
import { EmailChangeService } from './email-change.service';

@Controller()
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  @MessagePattern(EmailChangeRpc.requestEmailChange.pattern)
  request(@Payload() { userId, ...body }: RpcPayload<typeof EmailChangeRpc.requestEmailChange>) {
    return this.emailChange.request(userId, body);
  }

  @MessagePattern(EmailChangeRpc.confirmEmailChange.pattern)
  confirm(@Payload() { token }: RpcPayload<typeof EmailChangeRpc.confirmEmailChange>) {
    return this.emailChange.confirm(token);
  }
}
