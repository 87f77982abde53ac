import type { Circle } from '@tend/contracts';
import type { CircleRow, MemberRow } from './circles.repository';

/** A circle as a member sees it: names and roles, never anyone's e-mail address. */
export function circleView(circle: CircleRow, members: MemberRow[], you: MemberRow): Circle {
  return {
    recipientId: circle.recipientId,
    recipientName: circle.recipientName,
    timeZone: circle.timeZone,
    yourRole: you.role,
    yourSettings: {
      timeZone: you.timeZone,
      updateNotices: you.updateNotices,
      doseReminders: you.doseReminders,
    },
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
  };
}
