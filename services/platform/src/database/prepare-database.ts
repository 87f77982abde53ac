import path from 'node:path';
import { Client, Pool, type PoolConfig } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

/** The platform's own tables (outbox, inbox), applied before a service's migrations. */
export const platformMigrationsFolder = path.join(__dirname, '../../migrations');

const migrationLockKey = 7_271_001;

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withAdminClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates the service's database when it does not exist yet (safe when replicas race). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await withAdminClient(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    try {
      await client.query(`create database ${quoteIdent(name)}`);
    } catch (error) {
      // 42P04 duplicate_database, 23505 unique_violation: another replica created it first.
      const code = (error as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw error;
    }
  });
}

export async function dropDatabase(url: string): Promise<void> {
  await withAdminClient(url, (client) =>
    client.query(`drop database if exists ${quoteIdent(databaseName(url))} with (force)`),
  );
}

/** Applies the platform's and the service's committed migrations, one replica at a time. */
export async function runMigrations(pool: Pool, serviceMigrationsFolder?: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    const db = drizzle({ client });
    await migrate(db, {
      migrationsFolder: platformMigrationsFolder,
      migrationsTable: '__platform_migrations',
    });
    if (serviceMigrationsFolder) {
      await migrate(db, {
        migrationsFolder: serviceMigrationsFolder,
        migrationsTable: '__service_migrations',
      });
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}

export function createPool(url: string, options: PoolConfig = {}): Pool {
  const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, ...options });
  // An idle connection dropped by a database restart must not crash the process; the pool reconnects.
  pool.on('error', () => undefined);
  return pool;
}

/** Creates the database if needed, then migrates it; used at start-up before anything listens. */
export async function prepareDatabase(
  url: string,
  serviceMigrationsFolder?: string,
): Promise<void> {
  await ensureDatabase(url);
  const pool = createPool(url, { max: 1 });
  try {
    await runMigrations(pool, serviceMigrationsFolder);
  } finally {
    await pool.end();
  }
}
