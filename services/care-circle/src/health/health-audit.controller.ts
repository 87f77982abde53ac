import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleHealthRpc, type RpcPayload } from '@tend/contracts';
import { HealthAccess } from './health-access';
import { HealthAuditRepository } from './health-audit.repository';

type Rpc = typeof CareCircleHealthRpc;

/** The owner reads who saw and changed the recipient's health information, and when. */
@Controller()
export class HealthAuditController {
  constructor(
    private readonly access: HealthAccess,
    private readonly audit: HealthAuditRepository,
  ) {}

  @MessagePattern(CareCircleHealthRpc.healthAudit.pattern)
  async list(@Payload() { userId, recipientId }: RpcPayload<Rpc['healthAudit']>) {
    await this.access.require(userId, recipientId, 'ownHealth');
    return this.audit.latest(recipientId);
  }
}
