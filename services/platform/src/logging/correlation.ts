import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

interface CorrelationStore {
  correlationId: string;
}

const storage = new AsyncLocalStorage<CorrelationStore>();

export const CorrelationHeader = 'x-correlation-id';

/** Runs `fn` with a correlation id that logs, RPC calls, events and jobs started inside carry on. */
export function withCorrelation<T>(correlationId: string | undefined, fn: () => T): T {
  return storage.run({ correlationId: correlationId || randomUUID() }, fn);
}

/**
 * Captures the correlation id of this moment, for work that runs later in another async context.
 * Cheaper than `AsyncLocalStorage.snapshot()`, which on Node 20 binds through a deprecation
 * wrapper on every call (it showed in the consumer's profile).
 */
export function keepCorrelation(): <T>(fn: () => T) => T {
  const store = storage.getStore();
  return (fn) => (store ? storage.run(store, fn) : fn());
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** Accepts a caller's id only when it looks like one, so nobody can inject text into our logs. */
export function sanitizeCorrelationId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(value) ? value : undefined;
}
