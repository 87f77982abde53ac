import type { DbExecutor } from '../database/database.types';
import type { Topology } from '../messaging/topology';
import type { DeadLetterEraser, DeadLetterSweep } from './dead-letter-eraser';
import { eraseSubject } from './erase-subject';
import type { ErasureSubject } from './erasure-subject';

/**
 * What a service's deletion handler calls beside erasing its own tables, so that no copy of the
 * person outlives the deletion in the platform's own stores: the outbox (in the handler's
 * transaction) and the service's dead-letter queue.
 */
export class SubjectErasure {
  constructor(
    private readonly deadLetters: DeadLetterEraser,
    private readonly topology: Topology,
    private readonly consumer: string,
  ) {}

  /** Outbox rows naming the person, in the caller's transaction; before the confirmation is raised. */
  eraseStored(tx: DbExecutor, subject: ErasureSubject): Promise<number> {
    return eraseSubject(tx, subject);
  }

  /** This service's dead-lettered messages naming the person; idempotent, so a retried handler may call it again. */
  eraseDeadLetters(subject: ErasureSubject): Promise<DeadLetterSweep> {
    return this.deadLetters.erase(this.topology.deadLetterQueue(this.consumer), subject);
  }

  /** Both, the queue first: it cannot share the transaction, and repeating it is harmless. */
  async erase(tx: DbExecutor, subject: ErasureSubject): Promise<void> {
    await this.eraseDeadLetters(subject);
    await this.eraseStored(tx, subject);
  }
}
