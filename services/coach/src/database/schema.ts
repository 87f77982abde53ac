import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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
import type { CoachMedicine } from '@tend/contracts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export interface StoredRecipient {
  /** Missing in copies made before care-profile's events carried it. */
  name?: string;
  relationship: string;
  conditions: string[];
}

/**
 * What the coach knows of the caregiver, copied from other services' events (event-carried
 * state): the first name (identity), the latest burden level (assessment), the care recipients
 * (care-profile). Any of it may be missing.
 */
export const caregivers = pgTable('caregivers', {
  userId: uuid('user_id').primaryKey(),
  firstName: text('first_name'),
  burdenLevel: text('burden_level'),
  burdenAssessedAt: at('burden_assessed_at'),
  recipients: jsonb('recipients').$type<StoredRecipient[]>().notNull().default([]),
  /** When care-profile's list was as copied; null: never heard, so care-profile is asked. */
  recipientsChangedAt: at('recipients_changed_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastMessageAt: at('last_message_at'),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', title)`),
  },
  (t) => [
    index('conversations_user_activity_idx').on(
      t.userId,
      sql`coalesce(last_message_at, created_at) desc`,
    ),
    index('conversations_search_idx').using('gin', t.search),
  ],
);

export interface StoredSource {
  title: string;
  url: string;
}

/** A file attached to a message, as the message keeps it. */
export interface AttachmentRef {
  fileId: string;
  filename: string;
}

/**
 * A value saved before attachments were kept structured that does not read back exactly as one of
 * Tend's files: kept as it was written, so that it is still answered as it always was.
 */
export interface VerbatimAttachment {
  verbatim: string;
}

export type StoredAttachment = AttachmentRef | VerbatimAttachment;

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** In the order sent; answered as '<path>|<filename>' by `attachmentString`. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    sources: jsonb('sources').$type<StoredSource[]>().notNull().default([]),
    offline: boolean('offline').notNull().default(false),
    emergency: boolean('emergency').notNull().default(false),
    feedback: text('feedback', { enum: ['positive', 'negative'] }),
    feedbackReason: text('feedback_reason', {
      enum: ['unsafe', 'wrong', 'outdated', 'not_relevant'],
    }),
    feedbackAt: at('feedback_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', content)`),
    /** A question: the id its client made for it, the same on every resend (unique per user). */
    clientMessageId: uuid('client_message_id'),
    /** An answer: the question it answers. */
    replyTo: uuid('reply_to'),
    /** A question being answered: until when (a resend meanwhile waits instead of asking again). */
    answeringUntil: at('answering_until'),
  },
  (t) => [
    uniqueIndex('messages_client_message_idx').on(t.userId, t.clientMessageId),
    index('messages_reply_to_idx')
      .on(t.replyTo)
      .where(sql`reply_to is not null`),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_user_idx').on(t.userId),
    index('messages_search_idx').using('gin', t.search),
    index('messages_feedback_idx')
      .on(t.feedbackAt)
      .where(sql`feedback is not null`),
  ],
);

/**
 * An uploaded file (its bytes are encrypted on the upload volume). The row outlives its bytes as
 * a tombstone (`deleted_at`) so an upload link can never be used twice; erasure removes it all.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    filename: text('filename'),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('files_user_idx').on(t.userId),
    index('files_conversation_idx').on(t.conversationId),
  ],
);

/** Discovered documents, indexed for retrieval from discovery's published/removed events. */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    documentId: uuid('document_id').primaryKey(),
    sourceId: uuid('source_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** The page's headings, one per line (text: array_to_string is not immutable). */
    headings: text('headings').notNull().default(''),
    text: text('text').notNull(),
    contentHash: text('content_hash').notNull(),
    publishedAt: at('published_at').notNull(),
    /** The sentence vector of its title and opening, by `embedder`; null until computed. */
    vector: bytea('vector'),
    embedder: text('embedder'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', headings), 'B') || setweight(to_tsvector('english', category), 'C') || setweight(to_tsvector('english', text), 'D')`,
    ),
  },
  (t) => [
    index('knowledge_search_idx').using('gin', t.search),
    index('knowledge_source_idx').on(t.sourceId),
  ],
);

export interface StoredGuidanceSource {
  name: string;
  url: string;
}

/** Tend's built-in guidance library, seeded from `library/` at start-up, in English and Spanish. */
export const guidanceTopics = pgTable(
  'guidance_topics',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    /** Words and phrases people use for the topic, misspellings included (one text for the index). */
    keywords: text('keywords').notNull().default(''),
    body: text('body').notNull(),
    titleEs: text('title_es').notNull().default(''),
    keywordsEs: text('keywords_es').notNull().default(''),
    bodyEs: text('body_es').notNull().default(''),
    sources: jsonb('sources').$type<StoredGuidanceSource[]>().notNull().default([]),
    contentHash: text('content_hash').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', keywords), 'B') || setweight(to_tsvector('english', body), 'D')`,
    ),
    searchEs: tsvector('search_es').generatedAlwaysAs(
      sql`setweight(to_tsvector('spanish', title_es), 'A') || setweight(to_tsvector('spanish', keywords_es), 'B') || setweight(to_tsvector('spanish', body_es), 'D')`,
    ),
  },
  (t) => [
    index('guidance_search_idx').using('gin', t.search),
    index('guidance_search_es_idx').using('gin', t.searchEs),
  ],
);

/**
 * Sentence vectors of each topic's titles and examples, for retrieval by meaning: kept beside the
 * topics and rewritten when a text or the embedder changes.
 */
export const topicVectors = pgTable(
  'topic_vectors',
  {
    slug: text('slug')
      .notNull()
      .references(() => guidanceTopics.slug, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    /** sha-256 of the text the vector is of. */
    textHash: text('text_hash').notNull(),
    embedder: text('embedder').notNull(),
    vector: bytea('vector').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.position, t.embedder] })],
);

/**
 * Crisis referrals counted for the yearly report (California SB 243): one row per month (UTC),
 * kind and level. Counts only: no user id, no words, so account erasure leaves them be.
 */
export const crisisReferrals = pgTable(
  'crisis_referrals',
  {
    month: text('month').notNull(),
    kind: text('kind').notNull(),
    level: text('level', { enum: ['emergency', 'concern'] }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.kind, t.level] }),
    check('crisis_referrals_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('crisis_referrals_level', sql`${t.level} in ('emergency', 'concern')`),
    check('crisis_referrals_count_positive', sql`${t.count} > 0`),
  ],
);

/**
 * A care recipient's medicines by name and dates, copied from care-circle's events while the
 * circle's owner lets the coach use the list (which are current is read on the day of a question), with the members (owner, organizers, family) whose answers
 * may name them. One row a recipient; the newest copy wins; emptied when the owner turns it off.
 */
export const medicineLists = pgTable(
  'medicine_lists',
  {
    recipientId: uuid('recipient_id').primaryKey(),
    recipientName: text('recipient_name').notNull(),
    /** The medicines not yet stopped when the copy was sent, with their start and stop dates. */
    medicines: jsonb('medicines').$type<CoachMedicine[]>().notNull().default([]),
    /** The circle's zone: the medicines' dates are its days. */
    timeZone: text('time_zone').notNull().default('UTC'),
    memberUserIds: uuid('member_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    changedAt: at('changed_at').notNull(),
  },
  (t) => [index('medicine_lists_members_idx').using('gin', t.memberUserIds)],
);
