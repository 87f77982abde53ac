import type { Task } from '@tend/contracts';
import type { MemberRow } from '../circle/circles.repository';
import { cancelledStarts, instantOf, occurrenceStarts } from './occurrences';
import type { TaskRow } from './tasks.repository';

/** The days whose occurrences a list shows, `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

/** A task as members see it: who has it by name, and its occurrences in the range as instants. */
export function taskView(
  row: TaskRow,
  timeZone: string,
  members: readonly MemberRow[],
  range: DayRange,
): Task {
  const assignee = members.find((member) => member.userId === row.assigneeUserId);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    startsAt: row.startsAt,
    timeZone,
    durationMinutes: row.durationMinutes,
    place: row.place,
    notes: row.notes,
    recurrence: row.recurrence,
    cancelled: row.cancelled,
    assignee: assignee ? { userId: assignee.userId, name: assignee.name } : null,
    done: row.doneAt !== null,
    occurrences: occurrenceStarts(row, range.from, range.to).map(instant),
    cancelledOccurrences: cancelledStarts(row, range.from, range.to).map(instant),
  };

  function instant(wall: string): string {
    return instantOf(wall, timeZone).toUTC().toISO() ?? '';
  }
}
