import { Inject, Injectable } from '@nestjs/common';
import { CareProfileRpc, CircleNotFound, ErrorCodes, IdentityRpc } from '@tend/contracts';
import { DATABASE, DomainError, RpcClient, type Database } from '@tend/platform';
import { hiddenFrom, may, refusals, type CircleAction } from './circle-rules';
import { CirclesRepository, type CircleRow, type MemberRow } from './circles.repository';

export interface Membership {
  circle: CircleRow;
  member: MemberRow;
}

/** Where a new circle's tasks are until its owner sets the circle's zone. */
export const DefaultTimeZone = 'America/New_York';

/**
 * The door of every circle call: the caller must be in the circle (else 404, as if it did not
 * exist) and their role must allow the action (else 403 with the reason). A circle not opened yet
 * opens for the caregiver whose care recipient it is (asked of care-profile), as its owner.
 */
@Injectable()
export class CircleAccess {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly circles: CirclesRepository,
    private readonly rpc: RpcClient,
  ) {}

  async require(userId: string, recipientId: string, action: CircleAction): Promise<Membership> {
    const found =
      (await this.circles.membership(userId, recipientId)) ??
      (await this.openForOwner(userId, recipientId));
    if (!found || hiddenFrom(found.member.role, action)) throw DomainError.notFound(CircleNotFound);
    if (!may(found.member.role, action)) throw roleRequired(refusals[action]);
    return found;
  }

  /** Opens the circle when none exists and the caller is the recipient's caregiver in care-profile. */
  private async openForOwner(userId: string, recipientId: string): Promise<Membership | undefined> {
    if (await this.circles.find(recipientId)) return undefined;
    const recipients = await this.rpc.call(CareProfileRpc.listRecipients, { userId });
    const recipient = recipients.find((candidate) => candidate.id === recipientId);
    if (!recipient) return undefined;
    const owner = await this.rpc.call(IdentityRpc.currentUser, { userId });
    // Two first requests at once: one opens it, the other finds it open.
    await this.db.transaction((tx) =>
      this.circles.open(tx, {
        recipientId,
        recipientName: recipient.name,
        timeZone: DefaultTimeZone,
        owner: { userId, name: owner.firstName },
      }),
    );
    return this.circles.membership(userId, recipientId);
  }
}

/** A member whose role does not allow the call: 403 with the reason. */
export function roleRequired(reason: string): DomainError {
  return new DomainError(403, ErrorCodes.circleRoleRequired, reason);
}
