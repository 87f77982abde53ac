import type { Circle, CircleRole } from '@tend/contracts';
import type { CircleRow, MemberRow } from './circles.repository';

/** A circle as a member sees it: names and roles, never anyone's e-mail address. */
export function circleView(circle: CircleRow, members: MemberRow[], yourRole: CircleRole): Circle {
  return {
    recipientId: circle.recipientId,
    recipientName: circle.recipientName,
    timeZone: circle.timeZone,
    yourRole,
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
  };
}
