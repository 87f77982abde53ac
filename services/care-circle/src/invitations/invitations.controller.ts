import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleRpc, type RpcPayload } from '@tend/contracts';
import { InvitationsService } from './invitations.service';

type Rpc = typeof CareCircleRpc;

@Controller()
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @MessagePattern(CareCircleRpc.invite.pattern)
  invite(@Payload() r: RpcPayload<Rpc['invite']>) {
    return this.invitations.invite(r.userId, r.recipientId, r.role, r.email);
  }

  @MessagePattern(CareCircleRpc.listInvitations.pattern)
  list(@Payload() { userId, recipientId }: RpcPayload<Rpc['listInvitations']>) {
    return this.invitations.list(userId, recipientId);
  }

  @MessagePattern(CareCircleRpc.revokeInvitation.pattern)
  revoke(@Payload() r: RpcPayload<Rpc['revokeInvitation']>) {
    return this.invitations.revoke(r.userId, r.recipientId, r.invitationId);
  }

  @MessagePattern(CareCircleRpc.viewInvitation.pattern)
  view(@Payload() { token }: RpcPayload<Rpc['viewInvitation']>) {
    return this.invitations.view(token);
  }

  @MessagePattern(CareCircleRpc.acceptInvitation.pattern)
  accept(@Payload() { userId, token }: RpcPayload<Rpc['acceptInvitation']>) {
    return this.invitations.accept(userId, token);
  }

  @MessagePattern(CareCircleRpc.declineInvitation.pattern)
  decline(@Payload() { userId, token }: RpcPayload<Rpc['declineInvitation']>) {
    return this.invitations.decline(userId, token);
  }
}
