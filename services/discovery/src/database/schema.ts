import { sql } from 'drizzle-orm';
import {
  APPROVAL_STATUSES,
  CRAWL_FREQUENCIES,
  JOB_STATUSES,
  JOB_TRIGGERS,
  SOURCE_AUDIT_ACTIONS,
} from '@tend/contracts';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const sources = pgTable('sources', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  baseUrl: text('base_url').notNull(),
  category: text('category').notNull(),
  crawlDepth: integer('crawl_depth').notNull(),
  crawlFrequency: text('crawl_frequency', { enum: CRAWL_FREQUENCIES }).notNull(),
  allowedPatterns: jsonb('allowed_patterns').$type<string[]>().notNull(),
  blockedPatterns: jsonb('blocked_patterns').$type<string[]>().notNull(),
  robotsTxtCompliant: boolean('robots_txt_compliant').notNull(),
  tosReviewed: boolean('tos_reviewed').notNull(),
  legalReviewNotes: text('legal_review_notes'),
  approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull(),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Every change of a source: who, when, from which status to which, with the notes or reason. */
export const sourceAudit = pgTable(
  'source_audit',
  {
    id: uuid('id').primaryKey(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    action: text('action', { enum: SOURCE_AUDIT_ACTIONS }).notNull(),
    fromStatus: text('from_status', { enum: APPROVAL_STATUSES }),
    toStatus: text('to_status', { enum: APPROVAL_STATUSES }).notNull(),
    /** Null once the acting administrator's account is deleted. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    notes: text('notes'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('source_audit_source_idx').on(t.sourceId, t.at),
    index('source_audit_actor_idx').on(t.actorId),
  ],
);

/**
 * The super administrators' addresses, kept from identity's events so the audit log can name who
 * acted without asking identity. `asOf` is when identity made the fact: an older one never
 * overwrites a newer one. A row goes when its administrator is demoted or deleted.
 */
export const administrators = pgTable('administrators', {
  userId: uuid('user_id').primaryKey(),
  email: text('email').notNull(),
  asOf: at('as_of').notNull(),
});

export interface JobCounts {
  urlsDiscovered: number;
  urlsProcessed: number;
  urlsSucceeded: number;
  progressPercent: number;
  documentsPublished: number;
  documentsRemoved: number;
  skipped: { robots: number; pattern: number; depth: number; offSite: number; duplicate: number };
}

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_STATUSES }).notNull(),
    trigger: text('trigger', { enum: JOB_TRIGGERS }).notNull(),
    /** For scheduled runs: the BullMQ job that fired, so a repeated delivery makes no second job. */
    triggerKey: text('trigger_key'),
    requestedBy: uuid('requested_by'),
    counts: jsonb('counts').$type<JobCounts>().notNull(),
    errors: jsonb('errors').$type<{ url: string; message: string }[]>().notNull().default([]),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    heartbeatAt: at('heartbeat_at'),
  },
  (t) => [
    index('jobs_created_idx').on(t.createdAt),
    index('jobs_source_idx').on(t.sourceId, t.createdAt),
    uniqueIndex('jobs_trigger_key').on(t.triggerKey),
    // At most one queued or running crawl per source.
    uniqueIndex('jobs_one_active_per_source')
      .on(t.sourceId)
      .where(sql`status in ('queued', 'running')`),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    canonicalUrl: text('canonical_url').notNull(),
    title: text('title').notNull(),
    headings: jsonb('headings').$type<string[]>().notNull(),
    text: text('text').notNull(),
    language: text('language').notNull(),
    contentHash: text('content_hash').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(text, '')), 'B')`,
      ),
    publishedAt: at('published_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    lastJobId: uuid('last_job_id'),
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('documents_source_canonical_key').on(t.sourceId, t.canonicalUrl),
    index('documents_source_hash_idx').on(t.sourceId, t.contentHash),
    index('documents_search_idx').using('gin', t.search),
  ],
);
