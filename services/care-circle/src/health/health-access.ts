import { Inject, Injectable } from '@nestjs/common';
import type { HealthAuditAction } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { CircleAccess, type Membership } from '../circle/circle-access';
import type { CircleAction } from '../circle/circle-rules';
import { HealthAuditRepository } from './health-audit.repository';

/**
 * The door of the recipient's health information: the caller's role must allow it (a helper or a
 * stranger is answered 404), and each read is written to the owner's audit before it is answered.
 */
@Injectable()
export class HealthAccess {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: CircleAccess,
    private readonly audit: HealthAuditRepository,
  ) {}

  require(userId: string, recipientId: string, action: CircleAction): Promise<Membership> {
    return this.access.require(userId, recipientId, action);
  }

  /** A read of health information: allowed to the owner, organizers and family, and audited. */
  async read(
    userId: string,
    recipientId: string,
    audited: HealthAuditAction,
    subjectId: string | null = null,
  ): Promise<Membership> {
    const found = await this.access.require(userId, recipientId, 'readHealth');
    await this.db.transaction((tx) => this.audit.record(tx, found.member, audited, subjectId));
    return found;
  }
}
