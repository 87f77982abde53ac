import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '@tend/platform';
import { pendingSignups } from '../database/schema';
import { takeLiveLink } from '../tokens/take-live-link';

export type PendingSignup = typeof pendingSignups.$inferSelect;

@Injectable()
export class PendingSignupsRepository {
  /** One pending sign-up per address: a new link replaces (and so invalidates) the previous one. */
  async upsert(tx: DbExecutor, signup: Omit<PendingSignup, 'createdAt'>): Promise<void> {
    await tx
      .insert(pendingSignups)
      .values(signup)
      .onConflictDoUpdate({
        target: pendingSignups.email,
        set: {
          firstName: signup.firstName,
          lastName: signup.lastName,
          tokenHash: signup.tokenHash,
          expiresAt: signup.expiresAt,
          eligibility: signup.eligibility,
          language: signup.language,
          createdAt: new Date(),
        },
      });
  }

  /** Takes the sign-up of a live link, so the link works once. */
  consume(tx: DbExecutor, tokenHash: string): Promise<PendingSignup | undefined> {
    return takeLiveLink(tx, pendingSignups, tokenHash);
  }

  /** Reads without taking, so opening a link can say what it leads to. */
  async findByTokenHash(tx: DbExecutor, tokenHash: string): Promise<PendingSignup | undefined> {
    const [row] = await tx
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.tokenHash, tokenHash));
    return row;
  }

  async deleteByEmail(tx: DbExecutor, email: string): Promise<void> {
    await tx.delete(pendingSignups).where(eq(pendingSignups.email, email));
  }
}
