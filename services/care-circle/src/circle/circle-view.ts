import type { Circle, MyCircle, MySettings } from '@tend/contracts';
import type { CircleRow, MemberRow } from './circles.repository';

/** A circle as a member sees it: names and roles, never anyone's e-mail address. */
export function circleView(circle: CircleRow, members: MemberRow[], you: MemberRow): Circle {
  return {
    recipientId: circle.recipientId,
    recipientName: circle.recipientName,
    timeZone: circle.timeZone,
    yourRole: you.role,
    yourSettings: mySettingsView(you),
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
  };
}

/** A member's own settings in a circle, as only they see them. */
export function mySettingsView(you: MemberRow): MySettings {
  return {
    timeZone: you.timeZone,
    quietHours: { from: you.quietFrom, until: you.quietUntil },
    updateNotices: you.updateNotices,
    doseReminders: you.doseReminders,
  };
}

/** A circle in the list of hers: whose it is and her role, never who else is in it. */
export function myCircleView(circle: CircleRow, you: MemberRow): MyCircle {
  return {
    recipientId: circle.recipientId,
    recipientName: circle.recipientName,
    yourRole: you.role,
  };
}
