import type { HealthAuditEntry } from '@tend/contracts';
import type { Language } from '../../i18n/languages';

/**
 * One line of the audit: an entry, or the same thing done by the same person several times in a
 * row (a family member opening Today ten times is one line, "10 times since 8:05 AM").
 */
export interface AuditLine {
  latest: HealthAuditEntry;
  count: number;
  /** When the first of them was done. */
  since: string;
}

/** One day of the audit, newest first, headed as the reader's own calendar has it. */
export interface AuditDay {
  heading: string;
  lines: AuditLine[];
}

const sameThing = (a: HealthAuditEntry, b: HealthAuditEntry) =>
  a.action === b.action && a.subjectId === b.subjectId && a.by?.userId === b.by?.userId;

/** Adds an entry to its day: to the line above when it repeats it, else as a line of its own. */
function addTo(day: AuditDay, entry: HealthAuditEntry): void {
  const last = day.lines.at(-1);
  if (last && sameThing(last.latest, entry)) {
    last.count += 1;
    last.since = entry.at;
  } else day.lines.push({ latest: entry, count: 1, since: entry.at });
}

/** The entries (newest first, as the API lists them) by the day they fell on in the reader's zone. */
export function auditByDay(entries: readonly HealthAuditEntry[], language: Language): AuditDay[] {
  const heading = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const days: AuditDay[] = [];
  for (const entry of entries) {
    const day = heading.format(new Date(entry.at));
    const last = days.at(-1);
    if (last?.heading === day) addTo(last, entry);
    else days.push({ heading: day, lines: [{ latest: entry, count: 1, since: entry.at }] });
  }
  return days;
}

/** "8:05 AM": when it was done, on the reader's clock. */
export function auditTime(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}
