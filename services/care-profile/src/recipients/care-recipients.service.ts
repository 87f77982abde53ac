import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_CARE_RECIPIENTS,
  type CareRecipient,
  type CreateCareRecipientBody,
} from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { CareRecipientsRepository } from './care-recipients.repository';

const notFound = () => DomainError.notFound('We could not find that care recipient.');

@Injectable()
export class CareRecipientsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly recipients: CareRecipientsRepository,
  ) {}

  list(userId: string): Promise<CareRecipient[]> {
    return this.recipients.list(userId);
  }

  async create(userId: string, body: CreateCareRecipientBody): Promise<CareRecipient> {
    return this.db.transaction(async (tx) => {
      await this.recipients.lockOwner(tx, userId);
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
    const updated = await this.recipients.update(userId, recipientId, body);
    if (!updated) throw notFound();
    return updated;
  }

  async delete(userId: string, recipientId: string): Promise<void> {
    if (!(await this.recipients.delete(userId, recipientId))) throw notFound();
  }
}
