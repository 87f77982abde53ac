import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CircleInvitationSent,
  ErrorCodes,
  IdentityRpc,
  INVITATION_DAYS,
  type Invitation,
  type InvitationView,
  type MemberRole,
} from '@tend/contracts';
import { CONFIG, DATABASE, DomainError, Outbox, RpcClient, type Database } from '@tend/platform';
import type { CareCircleConfig } from '../care-circle.env';
import { CircleAccess, roleRequired } from '../circle/circle-access';
import { mayInviteAs } from '../circle/circle-rules';
import { CirclesRepository } from '../circle/circles.repository';
import { CoachMedicinesPublisher } from '../medications/coach-medicines.publisher';
import { closedLinkReason, invitationStatus } from './invitation-rules';
import { newToken, tokenHash } from './invitation-token';
import { invitationView } from './invitation-view';
import { InvitationsRepository, type InvitationRow } from './invitations.repository';

const InvitationNotFound = 'We could not find that invitation.';
const DayMs = 24 * 60 * 60 * 1000;

/** Invitations: made by the owner and organizers, answered once through their link. */
@Injectable()
export class InvitationsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CONFIG) private readonly config: CareCircleConfig,
    private readonly access: CircleAccess,
    private readonly circles: CirclesRepository,
    private readonly invitations: InvitationsRepository,
    private readonly outbox: Outbox,
    private readonly rpc: RpcClient,
    private readonly coachMedicines: CoachMedicinesPublisher,
  ) {}

  /**
   * A new single-use link, valid for 7 days, returned this once. With an e-mail address,
   * notifications sends it (naming who invited and for whom, nothing of the recipient's health).
   */
  async invite(
    userId: string,
    recipientId: string,
    role: MemberRole,
    email: string | undefined,
  ): Promise<Invitation & { link: string; token: string }> {
    const { circle, member } = await this.access.require(userId, recipientId, 'invite');
    if (!mayInviteAs(member.role, role))
      throw roleRequired('Only the owner can invite an organizer.');
    const token = newToken();
    const link = `${this.config.PUBLIC_URL}/invitations/${token}`;
    const row = await this.db.transaction(async (tx) => {
      const created = await this.invitations.create(tx, {
        id: randomUUID(),
        recipientId,
        tokenHash: tokenHash(token),
        email: email ?? null,
        role,
        invitedBy: userId,
        inviterName: member.name,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * DayMs),
      });
      if (email)
        await this.outbox.add(tx, CircleInvitationSent, {
          userId,
          invitationId: created.id,
          email,
          inviterName: member.name,
          recipientName: circle.recipientName,
          role,
          acceptUrl: link,
          expiresAt: created.expiresAt.toISOString(),
        });
      return created;
    });
    return { ...invitationView(row, new Date()), link, token };
  }

  async list(userId: string, recipientId: string): Promise<Invitation[]> {
    await this.access.require(userId, recipientId, 'invite');
    const now = new Date();
    return (await this.invitations.ofCircle(recipientId)).map((row) => invitationView(row, now));
  }

  async revoke(userId: string, recipientId: string, invitationId: string): Promise<{ ok: true }> {
    await this.access.require(userId, recipientId, 'invite');
    const row = await this.invitations.byId(recipientId, invitationId);
    if (!row) throw DomainError.notFound(InvitationNotFound);
    const revoked = await this.db.transaction((tx) =>
      this.invitations.answer(tx, row.id, 'revoked', userId),
    );
    if (!revoked) throw DomainError.conflict('This invitation was already answered or withdrawn.');
    return { ok: true };
  }

  /** Public: who invites, for whom and as what, while the link works. */
  async view(token: string): Promise<InvitationView> {
    const row = await this.openLink(token);
    const circle = await this.circles.find(row.recipientId);
    if (!circle) throw DomainError.notFound(InvitationNotFound);
    return {
      recipientName: circle.recipientName,
      inviterName: row.inviterName,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async accept(
    userId: string,
    token: string,
  ): Promise<{ recipientId: string; role: InvitationRow['role'] }> {
    const row = await this.openLink(token);
    if (await this.circles.membership(userId, row.recipientId)) throw alreadyIn();
    const person = await this.rpc.call(IdentityRpc.currentUser, { userId });
    await this.db.transaction(async (tx) => {
      if (!(await this.invitations.answer(tx, row.id, 'accepted', userId))) throw usedLink();
      const added = await this.circles.addMember(tx, {
        recipientId: row.recipientId,
        userId,
        name: person.firstName,
        role: row.role,
      });
      if (!added) throw alreadyIn();
      await this.coachMedicines.publish(tx, row.recipientId);
    });
    return { recipientId: row.recipientId, role: row.role };
  }

  async decline(userId: string, token: string): Promise<{ ok: true }> {
    const row = await this.openLink(token);
    const declined = await this.db.transaction((tx) =>
      this.invitations.answer(tx, row.id, 'declined', userId),
    );
    if (!declined) throw usedLink();
    return { ok: true };
  }

  /** The pending invitation of a link: 404 for a token that names none, 410 once it stopped working. */
  private async openLink(token: string): Promise<InvitationRow> {
    const row = await this.invitations.byTokenHash(tokenHash(token));
    if (!row) throw DomainError.notFound(InvitationNotFound);
    const reason = closedLinkReason(invitationStatus(row.state, row.expiresAt, new Date()));
    if (reason) throw new DomainError(410, ErrorCodes.gone, reason);
    return row;
  }
}

function alreadyIn(): DomainError {
  return DomainError.conflict('You are already in this care circle.');
}

function usedLink(): DomainError {
  return new DomainError(410, ErrorCodes.gone, 'This invitation has already been used.');
}
