import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { SupportRequestBody } from '@tend/contracts';
import type { DbExecutor } from '@tend/platform';
import { supportRequests } from '../database/schema';

@Injectable()
export class SupportRequestsRepository {
  async add(
    tx: DbExecutor,
    id: string,
    userId: string,
    request: SupportRequestBody,
  ): Promise<void> {
    await tx.insert(supportRequests).values({ id, userId, ...request });
  }

  async deleteFor(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
  }
}
