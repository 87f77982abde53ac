import type { LogEntry, LogKind, RouteBody } from '@tend/contracts';
import { MOODS } from '@tend/contracts';

export type Mood = (typeof MOODS)[number];

/** The entry form as typed: numbers stay text until sent, so nothing typed is lost. */
export interface EntryValues {
  kind: LogKind;
  systolic: string;
  diastolic: string;
  mgdl: string;
  pounds: string;
  fahrenheit: string;
  pain: string;
  hours: string;
  mood: Mood;
  injured: boolean;
  text: string;
  /** `YYYY-MM-DDTHH:mm` in the reader's own clock, as a datetime-local input holds it. */
  at: string;
  /** Whether she changed the time: if not, the entry is for the moment it is sent. */
  atChanged: boolean;
  note: string;
}

/** The number fields of each kind, in the order the form shows them. */
export const NUMBER_FIELDS = {
  'blood-pressure': ['systolic', 'diastolic'],
  'blood-sugar': ['mgdl'],
  weight: ['pounds'],
  temperature: ['fahrenheit'],
  pain: ['pain'],
  sleep: ['hours'],
  mood: [],
  'bowel-movement': [],
  fall: [],
  behavior: [],
} as const satisfies Record<LogKind, readonly (keyof EntryValues)[]>;
export type NumberField = (typeof NUMBER_FIELDS)[LogKind][number];

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input's value, in the device's clock. */
export function localInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyEntry(kind: LogKind, now: Date): EntryValues {
  return {
    kind,
    systolic: '',
    diastolic: '',
    mgdl: '',
    pounds: '',
    fahrenheit: '',
    pain: '',
    hours: '',
    mood: 'okay',
    injured: false,
    text: '',
    at: localInputValue(now),
    atChanged: false,
    note: '',
  };
}

/** The form filled in with an entry to correct; its time is sent only if she changes it. */
export function entryValues(entry: Pick<LogEntry, 'reading' | 'at' | 'note'>): EntryValues {
  const values = { ...emptyEntry(entry.reading.kind, new Date(entry.at)), note: entry.note ?? '' };
  const r = entry.reading;
  switch (r.kind) {
    case 'blood-pressure':
      return { ...values, systolic: String(r.systolic), diastolic: String(r.diastolic) };
    case 'blood-sugar':
      return { ...values, mgdl: String(r.mgdl) };
    case 'weight':
      return { ...values, pounds: String(r.pounds) };
    case 'temperature':
      return { ...values, fahrenheit: String(r.fahrenheit) };
    case 'pain':
      return { ...values, pain: String(r.score) };
    case 'sleep':
      return { ...values, hours: String(r.hours) };
    case 'mood':
      return { ...values, mood: r.mood };
    case 'fall':
      return { ...values, injured: r.injured };
    case 'behavior':
      return { ...values, text: r.text };
    case 'bowel-movement':
      return values;
  }
}

export type EntryBody = RouteBody<'addCareLogEntry'>;
export type EntryProblem = 'number' | 'text' | 'time';
export type EntryCheck =
  | { ok: true; body: EntryBody }
  | { ok: false; problems: Partial<Record<NumberField | 'text' | 'at', EntryProblem>> };

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

function readingOf(v: EntryValues, n: (field: NumberField) => number) {
  switch (v.kind) {
    case 'blood-pressure':
      return { kind: v.kind, systolic: n('systolic'), diastolic: n('diastolic') };
    case 'blood-sugar':
      return { kind: v.kind, mgdl: n('mgdl') };
    case 'weight':
      return { kind: v.kind, pounds: n('pounds') };
    case 'temperature':
      return { kind: v.kind, fahrenheit: n('fahrenheit') };
    case 'pain':
      return { kind: v.kind, score: n('pain') };
    case 'sleep':
      return { kind: v.kind, hours: n('hours') };
    case 'mood':
      return { kind: v.kind, mood: v.mood };
    case 'bowel-movement':
      return { kind: v.kind };
    case 'fall':
      return { kind: v.kind, injured: v.injured };
    case 'behavior':
      return { kind: v.kind, text: v.text.trim() };
  }
}

/**
 * The entry to send, or what is missing: a number not typed, a behaviour not described, a time
 * not given. The server checks the bounds and says them in a sentence.
 */
export function checkEntry(v: EntryValues): EntryCheck {
  const problems: Partial<Record<NumberField | 'text' | 'at', EntryProblem>> = {};
  for (const field of NUMBER_FIELDS[v.kind])
    if (!Number.isFinite(numberOf(v[field]))) problems[field] = 'number';
  if (v.kind === 'behavior' && !v.text.trim()) problems.text = 'text';
  const at = new Date(v.at);
  if (v.atChanged && Number.isNaN(at.getTime())) problems.at = 'time';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const reading = readingOf(v, (field) => numberOf(v[field]));
  return {
    ok: true,
    // Left as it was, the time is "now": the server's clock, not the minute the form opened.
    body: { ...reading, ...(v.atChanged && { at: at.toISOString() }), note: v.note.trim() || null },
  };
}
