import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NotificationsRpc, type RpcPayload } from '@tend/contracts';
import { EligibilityEmailService } from './eligibility-email.service';

@Controller()
export class EligibilityEmailController {
  constructor(private readonly eligibilityEmail: EligibilityEmailService) {}

  @MessagePattern(NotificationsRpc.emailEligibilityResults.pattern)
  async send(
    @Payload()
    { clientIp, ...request }: RpcPayload<typeof NotificationsRpc.emailEligibilityResults>,
  ) {
    await this.eligibilityEmail.send(request, clientIp);
    return { ok: true as const };
  }
}
