import { Injectable } from '@nestjs/common';
import { eq, getTableColumns } from 'drizzle-orm';
import type { DataExportPartReader, DbExecutor } from '@tend/platform';
import {
  careRecipients,
  communicationSettings,
  eligibilityResults,
  emailUnsubscribes,
  profiles,
} from '../database/schema';

/** Care-profile's part of a person's copy: profile, care recipients, preferences, eligibility. */
@Injectable()
export class CareProfileDataExport implements DataExportPartReader {
  async read(tx: DbExecutor, userId: string): Promise<Record<string, unknown>> {
    const { answersKey: _internal, ...eligibilityColumns } = getTableColumns(eligibilityResults);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
    const [preferences] = await tx
      .select()
      .from(communicationSettings)
      .where(eq(communicationSettings.userId, userId));
    return {
      profile: profile ?? null,
      careRecipients: await tx
        .select()
        .from(careRecipients)
        .where(eq(careRecipients.userId, userId))
        .orderBy(careRecipients.createdAt),
      communicationPreferences: preferences ?? null,
      eligibilityResults: await tx
        .select(eligibilityColumns)
        .from(eligibilityResults)
        .where(eq(eligibilityResults.userId, userId)),
      emailUnsubscribes: await tx
        .select({
          scope: emailUnsubscribes.scope,
          unsubscribedAt: emailUnsubscribes.unsubscribedAt,
        })
        .from(emailUnsubscribes)
        .where(eq(emailUnsubscribes.userId, userId)),
    };
  }
}
