import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Events written in the same transaction as the change that raised them; the relay publishes them. */
export const outbox = pgTable(
  'outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique(),
    eventName: text('event_name').notNull(),
    payload: jsonb('payload').notNull(),
    correlationId: text('correlation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.seq)
      .where(sql`published_at is null`),
  ],
);

/** Event ids a consumer has applied; a second delivery of the same id changes nothing. */
export const inbox = pgTable(
  'inbox',
  {
    eventId: uuid('event_id').notNull(),
    consumer: text('consumer').notNull(),
    eventName: text('event_name').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
);

/**
 * Accounts this service has erased, by id only, kept for a while after the erasure: an event about
 * one of them that was waiting in a retry queue (or is replayed) is dropped on arrival instead of
 * recreating data, and late dead letters naming them are swept.
 */
export const erasedSubjects = pgTable('erased_subjects', {
  userId: uuid('user_id').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});
