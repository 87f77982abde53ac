import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BURDEN_LEVELS,
  DOSE_STATUSES,
  HEALTH_AUDIT_ACTIONS,
  type LogRanges,
  type LogReading,
  type MedicationSchedule,
} from '@tend/contracts';
import { circles } from './schema';

/**
 * The recipient's health information: seen and written by the circle's owner, organizers and
 * family, never by helpers; deleted with the circle. Member names are copied as they were, and
 * forgotten with the member's account.
 */
export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    strength: text('strength'),
    form: text('form'),
    doseAmount: doublePrecision('dose_amount').notNull(),
    doseUnit: text('dose_unit').notNull(),
    schedule: jsonb('schedule').$type<MedicationSchedule>().notNull(),
    purpose: text('purpose'),
    prescriber: text('prescriber'),
    pharmacy: text('pharmacy'),
    /** Days in the circle's zone, `YYYY-MM-DD`. */
    startDate: text('start_date'),
    stopDate: text('stop_date'),
    supplyOnHand: doublePrecision('supply_on_hand'),
    refillDate: text('refill_date'),
    refillReminderDays: integer('refill_reminder_days').notNull().default(7),
    notes: text('notes'),
    critical: boolean('critical').notNull().default(false),
    missedAfterMinutes: integer('missed_after_minutes').notNull().default(60),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medications_circle_idx').on(t.recipientId, t.name),
    check('medications_dose_positive', sql`${t.doseAmount} > 0`),
    check('medications_missed_window', sql`${t.missedAfterMinutes} between 15 and 240`),
  ],
);

/** Each change to a medicine: who (null once their account is gone), when, each field before and after. */
export const medicationChanges = pgTable(
  'medication_changes',
  {
    id: uuid('id').primaryKey(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by'),
    changedByName: text('changed_by_name'),
    kind: text('kind', { enum: ['added', 'changed'] }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medication_changes_idx').on(t.medicationId, t.changedAt),
    index('medication_changes_by_idx').on(t.changedBy),
  ],
);

/**
 * A dose given or skipped. A scheduled one is keyed by its medicine and wall-clock time, so two
 * members logging the same dose make one row; an as-needed one has no scheduled time.
 */
export const doses = pgTable(
  'doses',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    /** The dose's wall-clock time in the circle's zone, `YYYY-MM-DDTHH:mm`; null: as needed. */
    scheduledFor: text('scheduled_for'),
    status: text('status', { enum: DOSE_STATUSES }).notNull(),
    reason: text('reason'),
    /** When it was really given or skipped. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    loggedBy: uuid('logged_by'),
    loggedByName: text('logged_by_name'),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doses_one_per_scheduled')
      .on(t.medicationId, t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
    index('doses_circle_idx').on(t.recipientId, t.at),
    index('doses_logged_by_idx').on(t.loggedBy),
  ],
);

/** An entry of the care log: a reading of one kind at a time. */
export const careLogEntries = pgTable(
  'care_log_entries',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reading: jsonb('reading').$type<LogReading>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note'),
    loggedBy: uuid('logged_by'),
    loggedByName: text('logged_by_name'),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_log_circle_idx').on(t.recipientId, t.at),
    index('care_log_logged_by_idx').on(t.loggedBy),
  ],
);

/**
 * Each correction or deletion of a care log entry: who (null once their account is gone), when,
 * and each field before and after (all of them, before, for a deletion). Not tied to the entry,
 * which a deletion removes; kept with the circle.
 */
export const careLogChanges = pgTable(
  'care_log_changes',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    changedBy: uuid('changed_by'),
    changedByName: text('changed_by_name'),
    kind: text('kind', { enum: ['changed', 'deleted'] }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_log_changes_idx').on(t.recipientId, t.entryId, t.changedAt),
    index('care_log_changes_by_idx').on(t.changedBy),
  ],
);

/** The owner's settings of the recipient's health information: the log's ranges, the visit's questions. */
export const healthSettings = pgTable('health_settings', {
  recipientId: uuid('recipient_id')
    .primaryKey()
    .references(() => circles.recipientId, { onDelete: 'cascade' }),
  logRanges: jsonb('log_ranges').$type<LogRanges>().notNull().default({}),
  /** The questions the owner wants to ask at the next visit. */
  visitQuestions: jsonb('visit_questions').$type<string[]>().notNull().default([]),
  /** The owner lets the coach use the current medicines' names (off until she turns it on). */
  coachUsesMedicines: boolean('coach_uses_medicines').notNull().default(false),
});

/** A clinician's link to the visit summary: only the SHA-256 of its token is kept. */
export const visitSummaryLinks = pgTable(
  'visit_summary_links',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('visit_summary_links_circle_idx').on(t.recipientId)],
);

/** Every read and change of the recipient's health information, for the owner. */
export const healthAudit = pgTable(
  'health_audit',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    userName: text('user_name'),
    action: text('action', { enum: HEALTH_AUDIT_ACTIONS }).notNull(),
    subjectId: text('subject_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('health_audit_circle_idx').on(t.recipientId, t.at),
    index('health_audit_user_idx').on(t.userId),
  ],
);

/**
 * The dose notices sent: a reminder per dose and member, a missed-dose notice per dose (audience
 * `family`), written in the transaction that puts the notice's event in the outbox, so each goes
 * once however often the database is swept.
 */
export const doseNotices = pgTable(
  'dose_notices',
  {
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    scheduledFor: text('scheduled_for').notNull(),
    kind: text('kind', { enum: ['reminder', 'missed'] }).notNull(),
    /** The member reminded (their user id), or `family` for the missed-dose notice. */
    audience: text('audience').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.medicationId, t.scheduledFor, t.kind, t.audience] })],
);

/** The refill reminders sent: one per medicine, refill day and member. */
export const refillNotices = pgTable(
  'refill_notices',
  {
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    refillBy: text('refill_by').notNull(),
    userId: uuid('user_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.medicationId, t.refillBy, t.userId] }),
    index('refill_notices_user_idx').on(t.userId),
  ],
);

/**
 * Each caregiver's latest burden check-in as the assessment service announces it: its level and
 * date only, never the answers, for the doctor's page of the circles she owns. Erased with her
 * account.
 */
export const caregiverCheckIns = pgTable('caregiver_check_ins', {
  userId: uuid('user_id').primaryKey(),
  level: text('level', { enum: BURDEN_LEVELS }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
});
