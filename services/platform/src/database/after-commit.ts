import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.types';

interface TransactionScope {
  callbacks: Set<() => void>;
  settled: boolean;
}

const scopes = new AsyncLocalStorage<TransactionScope>();

/**
 * Runs `callback` once the transaction we are in has committed (never if it rolls back), or at
 * once outside a transaction run by `committing`. A callback registered twice in one transaction
 * runs once.
 */
export function afterCommit(callback: () => void): void {
  const scope = scopes.getStore();
  if (scope && !scope.settled) scope.callbacks.add(callback);
  else callback();
}

/** Runs a transaction that has committed once `transaction` resolves, then its `afterCommit` callbacks. */
export async function committing<T>(transaction: () => Promise<T>): Promise<T> {
  const scope: TransactionScope = { callbacks: new Set(), settled: false };
  const result = await scopes.run(scope, transaction).finally(() => {
    scope.settled = true;
  });
  for (const callback of scope.callbacks) callback();
  return result;
}

/** Makes `db.transaction` run the `afterCommit` callbacks of its transaction once it commits. */
export function withAfterCommit(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => committing(() => transaction(run, config));
  return db;
}
