import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { usedSignupLinks } from '../database/schema';

@Injectable()
export class UsedSignupLinksRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async record(tx: DbExecutor, link: typeof usedSignupLinks.$inferInsert): Promise<void> {
    await tx.insert(usedSignupLinks).values(link).onConflictDoNothing();
  }

  async wasUsed(tokenHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: usedSignupLinks.userId })
      .from(usedSignupLinks)
      .where(eq(usedSignupLinks.tokenHash, tokenHash));
    return Boolean(row);
  }
}
