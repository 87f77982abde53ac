import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';

/** The pooled database of a service (Drizzle over node-postgres). */
export type Database = NodePgDatabase<Record<string, never>>;

/**
 * Anything that runs queries: the database itself or an open transaction. Repositories take one,
 * so a caller decides whether their write shares a transaction with an outbox event.
 */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT, Record<string, never>>;

export const DATABASE = Symbol('DATABASE');
export const PG_POOL = Symbol('PG_POOL');
