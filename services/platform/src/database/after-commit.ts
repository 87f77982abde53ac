import { AsyncLocalStorage } from 'node:async_hooks';

export interface TransactionScope {
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

/** The transaction we are in, to carry into work that runs in another async context. */
export function currentTransactionScope(): TransactionScope | undefined {
  return scopes.getStore();
}

/** Runs `work` inside `scope` (as if it had been started in that transaction). */
export function inTransactionScope<T>(scope: TransactionScope | undefined, work: () => T): T {
  return scope ? scopes.run(scope, work) : work();
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
