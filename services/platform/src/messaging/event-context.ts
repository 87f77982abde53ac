import type { DbExecutor } from '../database/database.types';

/** What an event handler receives beside the payload: the event's identity and its transaction. */
export class EventContext {
  constructor(
    readonly eventId: string,
    readonly eventName: string,
    readonly occurredAt: string,
    /** The inbox transaction: writes made with it commit together with the "applied once" mark. */
    private readonly transaction: DbExecutor | undefined,
  ) {}

  get tx(): DbExecutor {
    if (!this.transaction)
      throw new Error(`${this.eventName}: this process has no database for an inbox transaction`);
    return this.transaction;
  }
}

/** What an RPC handler receives beside the payload. */
export class RpcContext {
  constructor(readonly pattern: string) {}
}
