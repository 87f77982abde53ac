import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareProfileRpc, type RpcPayload } from '@tend/contracts';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @MessagePattern(CareProfileRpc.getProfile.pattern)
  get(@Payload() { userId }: RpcPayload<typeof CareProfileRpc.getProfile>) {
    return this.profiles.get(userId);
  }

  @MessagePattern(CareProfileRpc.saveProfile.pattern)
  save(@Payload() { userId, ...body }: RpcPayload<typeof CareProfileRpc.saveProfile>) {
    return this.profiles.save(userId, body);
  }

  @MessagePattern(CareProfileRpc.updateProfile.pattern)
  update(@Payload() { userId, ...change }: RpcPayload<typeof CareProfileRpc.updateProfile>) {
    return this.profiles.update(userId, change);
  }
}
