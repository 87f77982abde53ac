import type { Dose, DoseLog } from '@tend/contracts';
import type { MedicationRow } from '../medications/medications.repository';
import { doseState, dueAtOf } from './dose-rules';
import type { DoseRow } from './doses.repository';

export function doseLogView(row: DoseRow): DoseLog {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    at: row.at.toISOString(),
    by: row.loggedBy && row.loggedByName ? { userId: row.loggedBy, name: row.loggedByName } : null,
    loggedAt: row.loggedAt.toISOString(),
  };
}

/** A dose of the day: a scheduled one (logged or not), or an as-needed one given. */
export function doseView(
  medication: MedicationRow,
  scheduledFor: string | null,
  log: DoseRow | undefined,
  timeZone: string,
  now: Date,
): Dose {
  const dueAt = scheduledFor ? dueAtOf(scheduledFor, timeZone) : null;
  return {
    medicationId: medication.id,
    medicationName: medication.name,
    dose: { amount: medication.doseAmount, unit: medication.doseUnit },
    critical: medication.critical,
    scheduledFor,
    dueAt: dueAt?.toISOString() ?? null,
    state: dueAt ? doseState(dueAt, log ?? null, medication, now) : (log?.status ?? 'due'),
    log: log ? doseLogView(log) : null,
  };
}

/** The order of a day's doses: by when each is due, or was given when none was scheduled. */
export function doseTime(dose: Dose): string {
  return dose.dueAt ?? dose.log?.at ?? '';
}
