import { Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import type { DataExportPartReader, DbExecutor } from '@tend/platform';
import { jobs, sourceAudit, sources } from '../database/schema';

/** Discovery's part of a person's copy: what they did as an administrator (nothing for most people). */
@Injectable()
export class DiscoveryDataExport implements DataExportPartReader {
  async read(tx: DbExecutor, userId: string): Promise<Record<string, unknown>> {
    return {
      contentSourceReviews: await tx
        .select({
          source: sources.name,
          action: sourceAudit.action,
          toStatus: sourceAudit.toStatus,
          notes: sourceAudit.notes,
          at: sourceAudit.at,
        })
        .from(sourceAudit)
        .innerJoin(sources, eq(sources.id, sourceAudit.sourceId))
        .where(eq(sourceAudit.actorId, userId))
        .orderBy(desc(sourceAudit.at)),
      discoveryJobsRequested: await tx
        .select({ id: jobs.id, sourceId: jobs.sourceId, createdAt: jobs.createdAt })
        .from(jobs)
        .where(eq(jobs.requestedBy, userId)),
    };
  }
}
