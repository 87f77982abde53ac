import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PasswordRpc, type RpcPayload } from '@tend/contracts';
import { SignupLinkService } from './signup-link.service';

@Controller()
export class SignupLinkController {
  constructor(private readonly links: SignupLinkService) {}

  @MessagePattern(PasswordRpc.checkSignupLink.pattern)
  async check(@Payload() { token }: RpcPayload<typeof PasswordRpc.checkSignupLink>) {
    return { status: await this.links.check(token) };
  }
}
