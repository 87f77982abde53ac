import type { HealthAuditEntry } from '@tend/contracts';
import type { Language } from '../../i18n/languages';

/** One day of the audit, newest first, headed as the reader's own calendar has it. */
export interface AuditDay {
  heading: string;
  entries: HealthAuditEntry[];
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
    if (last?.heading === day) last.entries.push(entry);
    else days.push({ heading: day, entries: [entry] });
  }
  return days;
}

/** "8:05 AM": when it was done, on the reader's clock. */
export function auditTime(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}
