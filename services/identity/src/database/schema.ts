import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LanguageCodes, type EligibilityAnswers } from '@tend/contracts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'super_admin'] })
      .notNull()
      .default('user'),
    analyticsConsent: boolean('analytics_consent').notNull().default(true),
    profileImageUrl: text('profile_image_url'),
    /** The language of the account's screens and e-mails ('en' or 'es-US'). */
    language: text('language', { enum: LanguageCodes }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Each agreement with the moment it was given (terms, privacy, data usage). */
export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['terms', 'privacy', 'data_usage'] }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A sign-up waiting for its e-mail to be verified: one per address, the newest link only. */
export const pendingSignups = pgTable('pending_signups', {
  email: text('email').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The eligibility checker's answers the visitor came with; they leave with the row. */
  eligibility: jsonb('eligibility').$type<EligibilityAnswers>(),
  /** The language the visitor signed up in: the account starts in it. */
  language: text('language', { enum: LanguageCodes }).notNull().default('en'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Last use of the session, refreshed at most every few minutes (null: none since sign-in). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('sessions_user_idx')
      .on(t.userId)
      .where(sql`revoked_at is null`),
  ],
);

/** A password reset link: single use, short-lived; only the token's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Sign-up links already used to make an account, so opening one again can say "you already have
 * an account" (the pending sign-up itself is gone). Holds no personal data; goes with the user.
 */
export const usedSignupLinks = pgTable('used_signup_links', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});

/**
 * A change of address waiting for its link (sent to the new address) to be opened: one per user,
 * the newest only; single use, and only the token's hash is kept.
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

/**
 * The deletion saga of an account: the user is gone from identity at once; this row (which holds
 * no personal data) records which services have confirmed they erased theirs.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: uuid('user_id').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const erasureConfirmations = pgTable(
  'erasure_confirmations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => accountDeletions.userId, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
    /** When identity heard the service's confirmation (a stopped service confirms late). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.service] })],
);

/**
 * A person's copy of their data: the parts each service sent, then the assembled document, kept
 * until `expires_at` (it is personal data; an erasure deletes it with the account).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    document: jsonb('document').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);

export const dataExportParts = pgTable(
  'data_export_parts',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    part: jsonb('part').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.service] })],
);
