import {
  takenOn,
  type CreateMedicationBody,
  type Medication,
  type MedicationChange,
  type UpdateMedicationBody,
} from '@tend/contracts';
import type {
  MedicationChangeRow,
  MedicationColumns,
  MedicationRow,
  NewMedication,
} from './medications.repository';

/** A medicine as members see it; `current` on the circle's `today`. */
export function medicationView(row: MedicationRow, today: string): Medication {
  return {
    id: row.id,
    name: row.name,
    strength: row.strength,
    form: row.form,
    dose: { amount: row.doseAmount, unit: row.doseUnit },
    schedule: row.schedule,
    purpose: row.purpose,
    prescriber: row.prescriber,
    pharmacy: row.pharmacy,
    startDate: row.startDate,
    stopDate: row.stopDate,
    supplyOnHand: row.supplyOnHand,
    refillDate: row.refillDate,
    refillReminderDays: row.refillReminderDays,
    notes: row.notes,
    critical: row.critical,
    missedAfterMinutes: row.missedAfterMinutes,
    current: takenOn(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a body sets (only those sent, for a change). */
export function medicationColumns(
  body: CreateMedicationBody | UpdateMedicationBody,
): MedicationColumns {
  const { dose, ...rest } = body;
  return dose ? { ...rest, doseAmount: dose.amount, doseUnit: dose.unit } : rest;
}

/** The columns of a new medicine (every field, defaults filled in). */
export function newMedicationColumns(
  body: CreateMedicationBody,
): Omit<NewMedication, 'id' | 'recipientId'> {
  const { dose, ...rest } = body;
  return { ...rest, doseAmount: dose.amount, doseUnit: dose.unit };
}

/** What the fields of a medicine were and became: only those that changed. */
export function changedFields(
  before: Medication | null,
  after: Medication,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if (field === 'id' || field === 'current' || field === 'createdAt') continue;
    const from = before ? before[field as keyof Medication] : null;
    if (stableJson(from) !== stableJson(to)) changes[field] = { from, to };
  }
  return changes;
}

export function changeView(row: MedicationChangeRow): MedicationChange {
  return {
    at: row.changedAt.toISOString(),
    by:
      row.changedBy && row.changedByName
        ? { userId: row.changedBy, name: row.changedByName }
        : null,
    kind: row.kind,
    changes: row.changes,
  };
}

/** JSON with object keys sorted: PostgreSQL's jsonb keeps its own key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
