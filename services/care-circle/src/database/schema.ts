import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CIRCLE_ROLES,
  INVITATION_STATES,
  TASK_KINDS,
  UPDATE_NOTICES,
  type TaskRecurrence,
} from '@tend/contracts';

/**
 * The circle around one care recipient, keyed by care-profile's recipient id. Opened by the
 * recipient's caregiver (care-profile's owner of the recipient) the first time they ask for it;
 * deleted with everything in it when its owner's account is deleted (the members are told first).
 */
export const circles = pgTable('circles', {
  recipientId: uuid('recipient_id').primaryKey(),
  /** The recipient's name as care-profile had it when the circle opened (no health information). */
  recipientName: text('recipient_name').notNull(),
  /** The circle's IANA time zone: tasks' dates and times are in it. */
  timeZone: text('time_zone').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a circle and as what; exactly one owner per circle. */
export const members = pgTable(
  'members',
  {
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    role: text('role', { enum: CIRCLE_ROLES }).notNull(),
    /** The member's first name, as identity had it when they joined. */
    name: text('name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member's own IANA time zone (their quiet hours are in it); null: the circle's. */
    timeZone: text('time_zone'),
    /** How they hear of updates: each as it is posted, or a daily digest. */
    updateNotices: text('update_notices', { enum: UPDATE_NOTICES }).notNull().default('each'),
    /** Whether they are reminded of doses and refills (only while their role sees medicines). */
    doseReminders: boolean('dose_reminders').notNull().default(true),
    /** The hours (0 to 23, on their own clock) their reminders keep quiet from and until. */
    quietFrom: smallint('quiet_from').notNull().default(21),
    quietUntil: smallint('quiet_until').notNull().default(8),
    /** A daily digest covers the updates posted after this moment (moved on by each digest). */
    digestedThrough: timestamp('digested_through', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recipientId, t.userId] }),
    index('members_user_idx').on(t.userId),
    uniqueIndex('members_one_owner')
      .on(t.recipientId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/** An invitation to a circle: only the SHA-256 of its token is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    role: text('role', { enum: CIRCLE_ROLES }).notNull(),
    invitedBy: uuid('invited_by').notNull(),
    inviterName: text('inviter_name').notNull(),
    state: text('state', { enum: INVITATION_STATES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredBy: uuid('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('invitations_circle_idx').on(t.recipientId, t.createdAt)],
);

/** Something to do for the recipient: once, or repeating (an RRULE from its recurrence). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TASK_KINDS }).notNull(),
    title: text('title').notNull(),
    /** Wall-clock date and time in the circle's time zone, `YYYY-MM-DDTHH:mm`. */
    startsAt: text('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place'),
    notes: text('notes'),
    recurrence: jsonb('recurrence').$type<TaskRecurrence>(),
    /** Occurrences called off, by their wall-clock start (`YYYY-MM-DDTHH:mm`). */
    cancelled: jsonb('cancelled').$type<string[]>().notNull().default([]),
    assigneeUserId: uuid('assignee_user_id'),
    createdBy: uuid('created_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How many times the task has changed, and when it last did: the calendar feed's SEQUENCE and
     * LAST-MODIFIED, so a member's calendar takes the new time or assignee. Kept by a trigger
     * (migration 0007), so no change can forget them.
     */
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_circle_idx').on(t.recipientId, t.startsAt),
    index('tasks_assignee_idx').on(t.assigneeUserId),
    check('tasks_duration_range', sql`${t.durationMinutes} between 5 and 1440`),
  ],
);

/** A short post about how the recipient is doing. */
export const updates = pgTable(
  'updates',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('updates_circle_idx').on(t.recipientId, t.createdAt),
    index('updates_author_idx').on(t.authorUserId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    updateId: uuid('update_id')
      .notNull()
      .references(() => updates.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_update_idx').on(t.updateId, t.createdAt),
    index('comments_author_idx').on(t.authorUserId),
  ],
);

export const hearts = pgTable(
  'hearts',
  {
    updateId: uuid('update_id')
      .notNull()
      .references(() => updates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.userId] }), index('hearts_user_idx').on(t.userId)],
);

/**
 * An update's photo or file (its bytes encrypted in the circle's upload folder, under the circle's
 * id and this id). Uploaded first, by the person about to post; `update_id` is set by the post.
 */
export const updateFiles = pgTable(
  'update_files',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').notNull(),
    updateId: uuid('update_id').references(() => updates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('update_files_update').on(t.updateId),
    index('update_files_uploader_idx').on(t.uploadedBy),
  ],
);

/** A member's private iCalendar feed of one circle: only the SHA-256 of its token is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tokenHash: text('token_hash').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => circles.recipientId, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_member').on(t.recipientId, t.userId)],
);

/**
 * The task reminders sent: one row per occurrence, kind and member, written in the transaction
 * that puts the reminder's event in the outbox, so a reminder goes once however often it is swept.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence').notNull(),
    kind: text('kind', { enum: ['day-before', 'hour-before'] }).notNull(),
    userId: uuid('user_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.occurrence, t.kind, t.userId] }),
    index('task_reminders_user_idx').on(t.userId),
  ],
);
