import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { withConnectionTransactions } from '../../src/database/connection-transaction';
import type { Database } from '../../src/database/database.types';
import { createPool, prepareDatabase } from '../../src/database/prepare-database';
import type { TestNamespace } from '../../src/testing';

/** A migrated database of the namespace (the outbox and the fixtures' `applied_events`), as the platform wires it. */
export async function guardDatabase(
  ns: TestNamespace,
  poolSize = 2,
): Promise<{ pool: Pool; db: Database }> {
  const url = ns.databaseUrl('guards');
  await prepareDatabase(url, path.join(__dirname, '..', 'fixtures', 'migrations'));
  const pool = createPool(url, { max: poolSize });
  return { pool, db: withConnectionTransactions(drizzle({ client: pool }), pool) };
}
