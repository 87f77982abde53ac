import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { invitations } from '../database/schema';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;

/** All SQL of invitations. A token is found by its hash only. */
@Injectable()
export class InvitationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(tx: DbExecutor, invitation: NewInvitation): Promise<InvitationRow> {
    const [row] = await tx.insert(invitations).values(invitation).returning();
    return row;
  }

  /** A circle's invitations, newest first. */
  ofCircle(recipientId: string): Promise<InvitationRow[]> {
    return this.db
      .select()
      .from(invitations)
      .where(eq(invitations.recipientId, recipientId))
      .orderBy(desc(invitations.createdAt))
      .limit(200);
  }

  async byTokenHash(hash: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db.select().from(invitations).where(eq(invitations.tokenHash, hash));
    return row;
  }

  async byId(recipientId: string, id: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.recipientId, recipientId), eq(invitations.id, id)));
    return row;
  }

  /**
   * Answers a pending invitation, once: false when another request answered or revoked it first
   * (the conditional update is what makes a link single-use).
   */
  async answer(
    tx: DbExecutor,
    id: string,
    state: 'accepted' | 'declined' | 'revoked',
    userId: string,
  ): Promise<boolean> {
    const rows = await tx
      .update(invitations)
      .set({ state, answeredBy: userId, answeredAt: new Date() })
      .where(and(eq(invitations.id, id), eq(invitations.state, 'pending')))
      .returning({ id: invitations.id });
    return rows.length > 0;
  }
}
