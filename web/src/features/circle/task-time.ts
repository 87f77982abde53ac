import type { Task, TaskRecurrence } from '@tend/contracts';
import type { Language } from '../../i18n/languages';
import { addDays, dayIn } from '../../lib/calendar-day';

/** One occurrence of a task, at an instant. */
export interface Occurrence {
  task: Task;
  at: string;
}

/**
 * The wall-clock start `YYYY-MM-DDTHH:mm` an instant has in a time zone: how care-circle names one
 * occurrence of a task (in the circle's zone) when it is called off.
 */
export function wallClockIn(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** Every occurrence of the tasks, soonest first. */
export function occurrencesOf(tasks: readonly Task[]): Occurrence[] {
  return tasks
    .flatMap((task) => task.occurrences.map((at) => ({ task, at })))
    .sort((a, b) => a.at.localeCompare(b.at));
}

export interface Agenda {
  today: Occurrence[];
  thisWeek: Occurrence[];
  later: Occurrence[];
}

/** A phone's agenda: today, the next six days, then later, by the member's own calendar. */
export function agendaOf(tasks: readonly Task[], now: Date, timeZone: string): Agenda {
  const today = dayIn(now, timeZone);
  const weekEnd = addDays(today, 6);
  const agenda: Agenda = { today: [], thisWeek: [], later: [] };
  for (const occurrence of occurrencesOf(tasks)) {
    const day = dayIn(occurrence.at, timeZone);
    if (day < today) continue;
    if (day === today) agenda.today.push(occurrence);
    else if (day <= weekEnd) agenda.thisWeek.push(occurrence);
    else agenda.later.push(occurrence);
  }
  return agenda;
}

/** The next occurrence not done, from now on. */
export function nextOccurrence(tasks: readonly Task[], now: Date): Occurrence | undefined {
  const from = now.toISOString();
  return occurrencesOf(tasks.filter((task) => !task.done)).find(({ at }) => at >= from);
}

/** "Thu, Dec 3, 2:30 PM" in the reader's language and the member's time zone. */
export function formatWhen(instant: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** "Thursday, December 3, 2026 at 2:30 PM": a date said in full, where one is asked to be sure. */
export function formatFullWhen(instant: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(instant));
}

/** "2:30 PM": the time alone, for a day's list. */
export function formatTime(instant: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** "December 2026", a month view's title. */
export function formatMonth(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The short name of a weekday (MO … SU) in the reader's language. */
export function weekdayName(index: number, language: Language): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + index, 12));
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

export type Repeat = 'none' | TaskRecurrence['frequency'];

/** The days a month view shows: whole weeks, Monday first, around the month of `firstOfMonth`. */
export function monthGrid(firstOfMonth: string): string[] {
  const first = new Date(`${firstOfMonth}T12:00:00Z`);
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const start = addDays(firstOfMonth, -mondayOffset);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = addDays(next.toISOString().slice(0, 10), -1);
  const days: string[] = [];
  for (let day = start; day <= last || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first day of the month `months` after the one `day` is in. */
export function shiftMonth(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}
