import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
} from 'drizzle-orm/pg-core';
import { LanguageCodes, type Language } from '@tend/contracts';

/** A notice's title and words in one language. */
export interface NoticeWords {
  title: string;
  message: string;
}
export type NoticeTranslations = Partial<Record<Language, NoticeWords>>;

/**
 * What notifications knows of each user, kept from events (identity, care-profile): where to write
 * and what they agreed to receive.
 */
export const recipients = pgTable('recipients', {
  userId: uuid('user_id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  role: text('role').notNull().default('user'),
  /** When the role kept was given: a late, older event (a registration retried) never undoes it. */
  roleAsOf: timestamp('role_as_of', { withTimezone: true }),
  /** The language the account chose: every e-mail and in-app notice to her is in it. */
  language: text('language', { enum: LanguageCodes }).notNull().default('en'),
  /** When the language kept was chosen: a late, older event never undoes a newer choice. */
  languageAsOf: timestamp('language_as_of', { withTimezone: true }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  tipNotifications: boolean('tip_notifications').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the last burden assessment was taken, and the one a retake reminder was sent for. */
  lastAssessmentAt: timestamp('last_assessment_at', { withTimezone: true }),
  assessmentReminderFor: timestamp('assessment_reminder_for', { withTimezone: true }),
  /** The last check-in's result, so a reminder can say what it was. */
  lastAssessmentScore: integer('last_assessment_score'),
  lastAssessmentLevel: text('last_assessment_level'),
  /** When she asked from her results to be reminded to check in again, and when that is due. */
  checkInReminderAskedAt: timestamp('check_in_reminder_asked_at', { withTimezone: true }),
  checkInReminderAt: timestamp('check_in_reminder_at', { withTimezone: true }),
  lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
});

/** The in-app inbox. One notification per event, however often it is delivered. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    type: text('type', { enum: ['success', 'alert', 'reminder', 'other'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The title and words in the other languages, shown to a reader of one (null: English only). */
    translations: jsonb('translations').$type<NoticeTranslations>(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** The in-app page it is about (InboxLinks), opened when it is tapped; null for none. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_user_idx').on(t.userId)],
);

/** Addresses that asked (by unsubscribe link) to stop a kind of optional e-mail, with or without an account. */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    email: text('email').notNull(),
    scope: text('scope', { enum: ['all', 'tips', 'updates'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_suppressions_email_scope_key').on(t.email, t.scope)],
);

/**
 * Every e-mail Tend means to send, keyed so that one event yields one e-mail. The row is the
 * truth; the BullMQ job only triggers the send and can be lost and re-made without harm.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    dedupeKey: text('dedupe_key').primaryKey(),
    userId: uuid('user_id'),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    category: text('category', { enum: ['transactional', 'tips', 'updates'] }).notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['queued', 'sent', 'suppressed', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_deliveries_queued_idx').on(t.status, t.updatedAt),
    index('email_deliveries_user_idx').on(t.userId),
  ],
);

/** Addresses whose mail server refused us permanently: not retried forever. */
export const bouncedAddresses = pgTable('bounced_addresses', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  bouncedAt: timestamp('bounced_at', { withTimezone: true }).notNull().defaultNow(),
});
