import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CareRecipientDeleted,
  CareRecipientsChanged,
  MAX_CARE_RECIPIENTS,
  type CareRecipient,
  type CreateCareRecipientBody,
} from '@tend/contracts';
import { DATABASE, DomainError, Outbox, type Database, type DbExecutor } from '@tend/platform';
import { CareRecipientsRepository } from './care-recipients.repository';

const notFound = () => DomainError.notFound('We could not find that care recipient.');

@Injectable()
export class CareRecipientsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly recipients: CareRecipientsRepository,
    private readonly outbox: Outbox,
  ) {}

  list(userId: string): Promise<CareRecipient[]> {
    return this.recipients.list(userId);
  }

  async create(userId: string, body: CreateCareRecipientBody): Promise<CareRecipient> {
    return this.changing(userId, async (tx) => {
      if ((await this.recipients.count(tx, userId)) >= MAX_CARE_RECIPIENTS)
        throw DomainError.conflict(
          `You can keep up to ${MAX_CARE_RECIPIENTS} care recipients. Please remove one first.`,
        );
      return this.recipients.insert(tx, userId, randomUUID(), body);
    });
  }

  async update(
    userId: string,
    recipientId: string,
    body: CreateCareRecipientBody,
  ): Promise<CareRecipient> {
    return this.changing(userId, async (tx) => {
      const updated = await this.recipients.update(tx, userId, recipientId, body);
      if (!updated) throw notFound();
      return updated;
    });
  }

  async delete(userId: string, recipientId: string): Promise<void> {
    await this.changing(userId, async (tx) => {
      if (!(await this.recipients.delete(tx, userId, recipientId))) throw notFound();
      await this.outbox.add(tx, CareRecipientDeleted, {
        userId,
        recipientId,
        deletedAt: new Date().toISOString(),
      });
    });
  }

  /**
   * One caregiver's change, serialised with their other changes, and the list it leaves raised
   * in the same transaction (so the coach's copy never misses or reorders one).
   */
  private changing<T>(userId: string, change: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await this.recipients.lockOwner(tx, userId);
      const result = await change(tx);
      const recipients = await this.recipients.list(userId, tx);
      await this.outbox.add(tx, CareRecipientsChanged, {
        userId,
        recipients: recipients.map(({ name, relationship, conditions }) => ({
          name,
          relationship,
          conditions,
        })),
        changedAt: new Date().toISOString(),
      });
      return result;
    });
  }
}
