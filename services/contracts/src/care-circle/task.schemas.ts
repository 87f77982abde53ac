import { z } from 'zod';
import { IsoTimestamp, UserId } from '../common/primitives';

export const TASK_KINDS = ['appointment', 'ride', 'meal', 'errand', 'visit', 'call'] as const;
export const TaskKind = z.enum(TASK_KINDS, {
  error: 'Please choose what kind of task this is: appointment, ride, meal, errand, visit or call.',
});
export type TaskKind = z.infer<typeof TaskKind>;

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` === value
  );
}

const dateError = 'Please give a date as YYYY-MM-DD.';
/** A day of the calendar, `YYYY-MM-DD`. */
export const LocalDate = z
  .string({ error: dateError })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateError })
  .refine(isCalendarDate, { error: dateError });

const dateTimeError = 'Please give a date and time as YYYY-MM-DDTHH:mm, in the circle’s time zone.';
/** A wall-clock date and time in the circle's time zone, `YYYY-MM-DDTHH:mm`. */
export const LocalDateTime = z
  .string({ error: dateTimeError })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: dateTimeError })
  .refine((value) => isCalendarDate(value.slice(0, 10)), { error: dateTimeError });

/** Daily, weekly on chosen days, or monthly on the start's day; ends on a day, after a count, or never. */
export const TaskRecurrence = z
  .object(
    {
      frequency: z.enum(['daily', 'weekly', 'monthly'], {
        error: 'A task repeats daily, weekly or monthly.',
      }),
      interval: z
        .number({ error: 'Repeat every 1 to 12 days, weeks or months.' })
        .int({ error: 'Repeat every 1 to 12 days, weeks or months.' })
        .min(1, { error: 'Repeat every 1 to 12 days, weeks or months.' })
        .max(12, { error: 'Repeat every 1 to 12 days, weeks or months.' })
        .default(1),
      weekdays: z
        .array(z.enum(WEEKDAYS, { error: 'Weekdays are MO, TU, WE, TH, FR, SA and SU.' }), {
          error: 'Choose the days of the week as a list: MO, TU, WE, TH, FR, SA, SU.',
        })
        .min(1, { error: 'Choose at least one day of the week.' })
        .max(7)
        .optional(),
      until: LocalDate.optional(),
      count: z
        .number({ error: 'A task repeats from 1 to 500 times.' })
        .int({ error: 'A task repeats from 1 to 500 times.' })
        .min(1, { error: 'A task repeats from 1 to 500 times.' })
        .max(500, { error: 'A task repeats from 1 to 500 times.' })
        .optional(),
    },
    { error: 'Say how the task repeats (daily, weekly or monthly), or leave it out.' },
  )
  .refine((r) => r.frequency === 'weekly' || r.weekdays === undefined, {
    error: 'Days of the week are chosen only for a weekly task.',
  })
  .refine((r) => r.until === undefined || r.count === undefined, {
    error: 'A task repeats until a day or a number of times, not both.',
  });
export type TaskRecurrence = z.infer<typeof TaskRecurrence>;

const titleError = 'Please give the task a title of up to 120 characters.';
const TaskFields = {
  kind: TaskKind,
  title: z.string({ error: titleError }).trim().min(1, { error: titleError }).max(120, {
    error: titleError,
  }),
  startsAt: LocalDateTime,
  durationMinutes: z
    .number({ error: 'A task lasts from 5 minutes to 24 hours.' })
    .int({ error: 'A task lasts from 5 minutes to 24 hours.' })
    .min(5, { error: 'A task lasts from 5 minutes to 24 hours.' })
    .max(1440, { error: 'A task lasts from 5 minutes to 24 hours.' }),
  place: z
    .string({ error: 'A place is text of at most 200 characters.' })
    .trim()
    .max(200, { error: 'A place is at most 200 characters.' })
    .nullable(),
  notes: z
    .string({ error: 'Notes are text of at most 2000 characters.' })
    .trim()
    .max(2000, { error: 'Notes are at most 2000 characters.' })
    .nullable(),
  recurrence: TaskRecurrence.nullable(),
  /** A member to give it to, or null: open for a volunteer. */
  assigneeUserId: z.uuid({ error: 'Please choose a member of the circle.' }).nullable(),
};

export const CreateTaskBody = z.object({
  ...TaskFields,
  durationMinutes: TaskFields.durationMinutes.default(60),
  place: TaskFields.place.default(null),
  notes: TaskFields.notes.default(null),
  recurrence: TaskFields.recurrence.default(null),
  assigneeUserId: TaskFields.assigneeUserId.default(null),
});
export type CreateTaskBody = z.infer<typeof CreateTaskBody>;

/** Only the fields sent change. */
export const UpdateTaskBody = z.object(TaskFields).partial();
export type UpdateTaskBody = z.infer<typeof UpdateTaskBody>;

export const TaskDoneBody = z.object({ done: z.boolean({ error: 'Say whether it is done.' }) });
export const CancelOccurrenceBody = z.object({ occurrence: LocalDateTime });

/** `?from=&to=`: the days whose occurrences are listed (at most 92 days; today and 4 weeks by default). */
export const TasksQuery = z.object({ from: LocalDate.optional(), to: LocalDate.optional() });

const Person = z.object({ userId: UserId, name: z.string() });

export const Task = z.object({
  id: z.uuid(),
  kind: TaskKind,
  title: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  place: z.string().nullable(),
  notes: z.string().nullable(),
  recurrence: TaskRecurrence.nullable(),
  cancelled: z.array(z.string()),
  assignee: Person.nullable(),
  done: z.boolean(),
  /** Its occurrences in the range asked for, as instants (shown in each member's own time zone). */
  occurrences: z.array(IsoTimestamp),
  /** Its called-off occurrences in the same range, as instants (an owner or organizer may restore one). */
  cancelledOccurrences: z.array(IsoTimestamp),
});
export type Task = z.infer<typeof Task>;

export const CalendarFeed = z.object({ url: z.url() });
