import ical, {
  ICalEventRepeatingFreq,
  ICalWeekday,
  type ICalRepeatingOptions,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { TaskKind, TaskRecurrence } from '@tend/contracts';
import { instantOf, type Schedule } from '../tasks/occurrences';

/** A task as the feed shows it. */
export interface FeedTask extends Schedule {
  readonly id: string;
  readonly kind: TaskKind;
  readonly title: string;
  readonly durationMinutes: number;
  readonly place: string | null;
  readonly notes: string | null;
  /** Who has it, or null when it is open for a volunteer. */
  readonly assigneeName: string | null;
  readonly done: boolean;
  /** How many times it has changed, and when it last did (SEQUENCE, LAST-MODIFIED). */
  readonly revision: number;
  readonly updatedAt: Date;
}

export interface Feed {
  readonly recipientName: string;
  readonly timeZone: string;
  readonly tasks: readonly FeedTask[];
}

const frequencies = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
} as const;
const weekdays = {
  MO: ICalWeekday.MO,
  TU: ICalWeekday.TU,
  WE: ICalWeekday.WE,
  TH: ICalWeekday.TH,
  FR: ICalWeekday.FR,
  SA: ICalWeekday.SA,
  SU: ICalWeekday.SU,
} as const;

/** The recurrence as an RRULE with the called-off occurrences as EXDATEs, in the circle's zone. */
function repeatingOf(
  recurrence: TaskRecurrence,
  cancelled: readonly string[],
  timeZone: string,
): ICalRepeatingOptions {
  return {
    freq: frequencies[recurrence.frequency],
    interval: recurrence.interval,
    byDay: recurrence.weekdays?.map((day) => weekdays[day]),
    count: recurrence.count,
    until: recurrence.until ? instantOf(`${recurrence.until}T23:59`, timeZone) : undefined,
    // No EXDATE at all when nothing is called off: an empty one is no valid iCalendar.
    exclude: cancelled.length > 0 ? cancelled.map((wall) => instantOf(wall, timeZone)) : undefined,
  };
}

function descriptionOf(task: FeedTask): string {
  const who = task.assigneeName ? `${task.assigneeName} has it.` : 'Open: anyone can take it.';
  return [task.done ? 'Done.' : who, task.notes].filter(Boolean).join('\n\n');
}

/**
 * The circle's tasks as an iCalendar feed in the circle's time zone (with its VTIMEZONE, so every
 * calendar application shows each member the times in their own zone). A one-off task called off
 * is left out; a repeating one lists its called-off occurrences as exceptions.
 */
export function icalFeed(feed: Feed): string {
  const calendar = ical({
    name: `${feed.recipientName}’s care circle (Tend)`,
    prodId: { company: 'Tend', product: 'care-circle', language: 'EN' },
    timezone: { name: feed.timeZone, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
    ttl: 3600,
  });
  for (const task of feed.tasks) {
    if (!task.recurrence && task.cancelled.includes(task.startsAt)) continue;
    const start = instantOf(task.startsAt, feed.timeZone);
    calendar.createEvent({
      id: `${task.id}@tend.care`,
      start,
      end: start.plus({ minutes: task.durationMinutes }),
      timezone: feed.timeZone,
      summary: task.title,
      location: task.place,
      description: descriptionOf(task),
      categories: [{ name: task.kind.toUpperCase() }],
      // A calendar keeps the copy with the higher SEQUENCE: a moved or reassigned task replaces
      // the one it holds instead of sitting beside it or being ignored.
      sequence: task.revision,
      lastModified: task.updatedAt,
      repeating: task.recurrence
        ? repeatingOf(task.recurrence, task.cancelled, feed.timeZone)
        : null,
    });
  }
  return calendar.toString();
}
