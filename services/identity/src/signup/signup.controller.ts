import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityRpc, type RpcPayload } from '@tend/contracts';
import { SignupService } from './signup.service';

@Controller()
export class SignupController {
  constructor(private readonly signup: SignupService) {}

  @MessagePattern(IdentityRpc.sendVerification.pattern)
  async sendVerification(
    @Payload() { client, ...body }: RpcPayload<typeof IdentityRpc.sendVerification>,
  ) {
    await this.signup.sendVerification(body, client);
    return { ok: true as const };
  }

  @MessagePattern(IdentityRpc.completeSignup.pattern)
  completeSignup(@Payload() { client, ...body }: RpcPayload<typeof IdentityRpc.completeSignup>) {
    return this.signup.completeSignup(body, client);
  }
}
