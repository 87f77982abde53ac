import { Inject, Injectable } from '@nestjs/common';
import type { Circle, MemberRole, MyCircle, MySettings } from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { CoachMedicinesPublisher } from '../medications/coach-medicines.publisher';
import { CircleAccess } from './circle-access';
import { mayBecomeOwner } from './circle-rules';
import { circleView, mySettingsView, myCircleView } from './circle-view';
import { CirclesRepository, type MySettingsChange } from './circles.repository';

const MemberNotFound = 'We could not find that member.';

/** Members and roles: the owner changes roles, removes members and hands ownership over. */
@Injectable()
export class CircleService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: CircleAccess,
    private readonly circles: CirclesRepository,
    private readonly coachMedicines: CoachMedicinesPublisher,
  ) {}

  /** The circles she is in; those of her own recipients appear once opened (on first visit). */
  async mine(userId: string): Promise<MyCircle[]> {
    const found = await this.circles.circlesOf(userId);
    return found.map(({ circle, member }) => myCircleView(circle, member));
  }

  async get(userId: string, recipientId: string): Promise<Circle> {
    const { circle, member } = await this.access.require(userId, recipientId, 'read');
    return circleView(circle, await this.circles.members(recipientId), member);
  }

  async setTimeZone(userId: string, recipientId: string, timeZone: string): Promise<Circle> {
    await this.access.require(userId, recipientId, 'changeCircle');
    await this.db.transaction((tx) => this.circles.setTimeZone(tx, recipientId, timeZone));
    return this.get(userId, recipientId);
  }

  /** Any member sets their own time zone and quiet hours, and how they hear of updates. */
  async updateMySettings(
    userId: string,
    recipientId: string,
    changes: MySettingsChange,
  ): Promise<MySettings> {
    await this.access.require(userId, recipientId, 'read');
    const row = await this.db.transaction((tx) =>
      this.circles.setMySettings(tx, recipientId, userId, changes, new Date()),
    );
    if (!row) throw DomainError.notFound(MemberNotFound);
    return mySettingsView(row);
  }

  async changeRole(
    userId: string,
    recipientId: string,
    memberUserId: string,
    role: MemberRole,
  ): Promise<Circle> {
    await this.access.require(userId, recipientId, 'manageMembers');
    const target = await this.memberOf(recipientId, memberUserId);
    if (target.role === 'owner')
      throw DomainError.conflict('The owner’s role changes only by handing ownership to another.');
    await this.db.transaction(async (tx) => {
      await this.circles.setRole(tx, recipientId, memberUserId, role);
      await this.coachMedicines.publish(tx, recipientId);
    });
    return this.get(userId, recipientId);
  }

  /** The owner removes a member; any member but the owner may leave (their own id). */
  async remove(userId: string, recipientId: string, memberUserId: string): Promise<{ ok: true }> {
    const leaving = memberUserId === userId;
    const { member } = await this.access.require(
      userId,
      recipientId,
      leaving ? 'read' : 'manageMembers',
    );
    const target = leaving ? member : await this.memberOf(recipientId, memberUserId);
    if (target.role === 'owner')
      throw DomainError.conflict('The owner hands ownership to a family member before leaving.');
    await this.db.transaction(async (tx) => {
      await this.circles.removeMember(tx, recipientId, memberUserId);
      await this.coachMedicines.publish(tx, recipientId);
    });
    return { ok: true };
  }

  /** Ownership goes to a family member (or organizer); the previous owner stays as an organizer. */
  async transferOwnership(
    userId: string,
    recipientId: string,
    newOwnerUserId: string,
  ): Promise<Circle> {
    await this.access.require(userId, recipientId, 'manageMembers');
    if (newOwnerUserId === userId) throw DomainError.conflict('You already own this circle.');
    const target = await this.memberOf(recipientId, newOwnerUserId);
    if (!mayBecomeOwner(target.role))
      throw DomainError.conflict('Ownership can go only to a family member of the circle.');
    await this.db.transaction(async (tx) => {
      if ((await this.circles.lockedRole(tx, recipientId, userId)) !== 'owner')
        throw DomainError.conflict('Ownership of this circle has just changed. Please try again.');
      await this.circles.setRole(tx, recipientId, userId, 'organizer');
      await this.circles.setRole(tx, recipientId, newOwnerUserId, 'owner');
    });
    return this.get(userId, recipientId);
  }

  private async memberOf(recipientId: string, memberUserId: string) {
    const found = await this.circles.membership(memberUserId, recipientId);
    if (!found) throw DomainError.notFound(MemberNotFound);
    return found.member;
  }
}
