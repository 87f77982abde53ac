import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { IsoTimestamp, UserId } from '../common/primitives';

export const DataExportStatus = z.object({
  id: z.uuid(),
  status: z.enum(['gathering', 'ready', 'expired']),
  requestedAt: IsoTimestamp,
  readyAt: IsoTimestamp.nullable(),
  expiresAt: IsoTimestamp.nullable(),
});
export type DataExportStatus = z.infer<typeof DataExportStatus>;

/** What the gateway answers: the status, with a signed download link once it is ready. */
export const DataExportAnswer = z.object({
  export: DataExportStatus.extend({ downloadUrl: z.string().nullable() }).nullable(),
});
export type DataExportAnswer = z.infer<typeof DataExportAnswer>;

/** How long a finished copy (and its link) is kept. */
export const DataExportTtlHours = 24;

/** Redis key prefix of a copy's bytes on their way from identity to the gateway. */
export const DataExportHandoffPrefix = 'data-export:handoff';

/** A person's copy of their data: identity gathers it from every service. */
export const DataExportRpc = {
  request: defineRpc(
    'identity',
    'identity.data-export.request',
    z.object({ userId: UserId }),
    DataExportStatus,
  ),
  latest: defineRpc(
    'identity',
    'identity.data-export.latest',
    z.object({ userId: UserId }),
    z.object({ export: DataExportStatus.nullable() }),
  ),
  /** The file's bytes are handed over through Redis under `handoffKey` (they can be large). */
  file: defineRpc(
    'identity',
    'identity.data-export.file',
    z.object({ userId: UserId, exportId: z.uuid() }),
    z.object({ fileName: z.string(), handoffKey: z.string() }),
  ),
} as const;
