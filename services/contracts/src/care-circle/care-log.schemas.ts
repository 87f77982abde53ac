import { z } from 'zod';
import { IsoTimestamp, UserId } from '../common/primitives';
import { boundedNumber, optionalText, requiredText } from './health-fields';
import { LocalDate } from './task.schemas';

/** The first-aid topics of the coach's library (services/coach/library) a log entry can point to. */
export const FirstAidCards = { bloodSugar: 'diabetes', fall: 'after-a-fall' } as const;
/** Blood sugar under the first and over the second (mg/dL) shows its first aid, whatever the ranges. */
export const BloodSugarAlarm = { below: 70, above: 300 } as const;

const num = (min: number, max: number, what: string, whole = false) =>
  boundedNumber(min, max, `${what} is a number from ${min} to ${max}.`, whole);

export const MOODS = ['very-low', 'low', 'okay', 'good', 'very-good'] as const;

/** Each kind of entry with what it measures. */
const entryKinds = [
  z.object({
    kind: z.literal('blood-pressure'),
    systolic: num(40, 300, 'The top number (systolic)', true),
    diastolic: num(20, 200, 'The bottom number (diastolic)', true),
  }),
  z.object({ kind: z.literal('blood-sugar'), mgdl: num(10, 1000, 'Blood sugar (mg/dL)', true) }),
  z.object({ kind: z.literal('weight'), pounds: num(1, 1000, 'Weight (pounds)') }),
  z.object({ kind: z.literal('temperature'), fahrenheit: num(80, 115, 'Temperature (°F)') }),
  z.object({ kind: z.literal('pain'), score: num(0, 10, 'Pain', true) }),
  z.object({ kind: z.literal('sleep'), hours: num(0, 24, 'Hours of sleep') }),
  z.object({
    kind: z.literal('mood'),
    mood: z.enum(MOODS, { error: 'Mood is very-low, low, okay, good or very-good.' }),
  }),
  z.object({ kind: z.literal('bowel-movement') }),
  z.object({
    kind: z.literal('fall'),
    injured: z.boolean({ error: 'Say whether they were hurt in the fall: true or false.' }),
  }),
  z.object({
    kind: z.literal('behavior'),
    text: requiredText('Please describe the behavior in up to 2000 characters.', 2000),
  }),
] as const;

export const LOG_KINDS = [
  'blood-pressure',
  'blood-sugar',
  'weight',
  'temperature',
  'pain',
  'sleep',
  'mood',
  'bowel-movement',
  'fall',
  'behavior',
] as const;
export type LogKind = (typeof LOG_KINDS)[number];

const kindError =
  'Please choose what to log: blood-pressure, blood-sugar, weight, temperature, pain, sleep, mood, bowel-movement, fall or behavior.';
/** What was observed, by kind. */
export const LogReading = z.discriminatedUnion('kind', entryKinds, { error: kindError });
export type LogReading = z.infer<typeof LogReading>;

/** A care log entry: the reading, when it was (now by default, never in the future), a note. */
export const AddLogEntryBody = z.intersection(
  LogReading,
  z.object({ at: IsoTimestamp.optional(), note: optionalText('A note', 2000).default(null) }),
);
export type AddLogEntryBody = z.infer<typeof AddLogEntryBody>;

/** A correction replaces the entry's reading and note; without `at`, its time stays as it was. */
export const UpdateLogEntryBody = AddLogEntryBody;
export type UpdateLogEntryBody = z.infer<typeof UpdateLogEntryBody>;

export const LogEntryNotFound = 'We could not find that log entry.';

/** One part of an entry as it was and as it became: its reading, its time or its note. */
export const LogFieldChange = z.discriminatedUnion('field', [
  z.object({ field: z.literal('reading'), from: LogReading, to: LogReading }),
  z.object({ field: z.literal('at'), from: IsoTimestamp, to: IsoTimestamp }),
  z.object({ field: z.literal('note'), from: z.string().nullable(), to: z.string().nullable() }),
]);
export type LogFieldChange = z.infer<typeof LogFieldChange>;

/** A correction of an entry: when, by whom (null once their account is gone), and what changed. */
export const LogEntryChange = z.object({
  at: IsoTimestamp,
  by: z.object({ name: z.string() }).nullable(),
  fields: z.array(LogFieldChange),
});
export type LogEntryChange = z.infer<typeof LogEntryChange>;

export const LogEntry = z.object({
  id: z.uuid(),
  reading: LogReading,
  at: IsoTimestamp,
  note: z.string().nullable(),
  by: z.object({ userId: UserId, name: z.string() }).nullable(),
  /** Outside a range the owner set. */
  outOfRange: z.boolean(),
  /** The coach library's first-aid topic to show beside it (a blood sugar alarm, a fall). */
  firstAidCardId: z.string().nullable(),
  /** Whether the reader may correct or delete it: its author, and the circle's owner. */
  mayChange: z.boolean(),
  /**
   * Its corrections, oldest first (none: never corrected), for everyone who may read the log.
   * A deleted entry leaves the log; its deletion is in the owner's audit.
   */
  changes: z.array(LogEntryChange),
});
export type LogEntry = z.infer<typeof LogEntry>;

/** `?period=week|month&until=`: the week or 30 days ending on `until` (today by default). */
export const LogQuery = z.object({
  period: z.enum(['week', 'month'], { error: 'The period is week or month.' }).default('week'),
  until: LocalDate.optional(),
  kind: z.enum(LOG_KINDS, { error: kindError }).optional(),
});

/** What a range can be set on: each measured number of the log. */
export const LOG_MEASURES = [
  'systolic',
  'diastolic',
  'bloodSugar',
  'weight',
  'temperature',
  'pain',
  'sleepHours',
] as const;
export type LogMeasure = (typeof LOG_MEASURES)[number];

/** The numbers of a reading that a range can be set on and a chart draws (a mood, a fall, a behaviour give none). */
export function measuresOf(reading: LogReading): Partial<Record<LogMeasure, number>> {
  switch (reading.kind) {
    case 'blood-pressure':
      return { systolic: reading.systolic, diastolic: reading.diastolic };
    case 'blood-sugar':
      return { bloodSugar: reading.mgdl };
    case 'weight':
      return { weight: reading.pounds };
    case 'temperature':
      return { temperature: reading.fahrenheit };
    case 'pain':
      return { pain: reading.score };
    case 'sleep':
      return { sleepHours: reading.hours };
    case 'mood':
    case 'bowel-movement':
    case 'fall':
    case 'behavior':
      return {};
  }
}

const limitError = 'A range’s low and high are numbers (or null for no limit).';
const Limit = z.number({ error: limitError }).min(-1000, { error: limitError }).max(10_000, {
  error: limitError,
});
export const LogRange = z
  .object({ low: Limit.nullable(), high: Limit.nullable() }, { error: limitError })
  .refine((r) => r.low === null || r.high === null || r.low <= r.high, {
    error: 'A range’s low is at most its high.',
  });

/** The owner's ranges, by measure; a measure left out has none. */
export const LogRanges = z.partialRecord(z.enum(LOG_MEASURES), LogRange);
export type LogRanges = z.infer<typeof LogRanges>;
export const SetLogRangesBody = z.object({
  ranges: z
    .partialRecord(
      z.enum(LOG_MEASURES, {
        error: `Ranges are set on ${LOG_MEASURES.join(', ')}.`,
      }),
      LogRange,
      { error: 'Please send the ranges as an object by measure.' },
    )
    .default({}),
});

export const CareLog = z.object({
  from: z.string(),
  until: z.string(),
  timeZone: z.string(),
  entries: z.array(LogEntry),
  ranges: LogRanges,
});
export type CareLog = z.infer<typeof CareLog>;
