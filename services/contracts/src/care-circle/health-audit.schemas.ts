import { z } from 'zod';
import { IsoTimestamp, UserId } from '../common/primitives';

/** What was done with the recipient's health information. */
export const HEALTH_AUDIT_ACTIONS = [
  'read-medications',
  'read-medication-history',
  'added-medication',
  'changed-medication',
  'read-doses',
  'logged-dose',
  'read-log',
  'added-log-entry',
  'changed-log-entry',
  'deleted-log-entry',
  'set-log-ranges',
  'set-coach-medicines',
  'read-visit-summary',
  'set-visit-questions',
  'shared-visit-summary',
  'read-visit-summary-links',
  'revoked-visit-summary-link',
  'clinician-read-visit-summary',
] as const;
export type HealthAuditAction = (typeof HEALTH_AUDIT_ACTIONS)[number];

/** One read or change of the recipient's health information, for the owner to look over. */
export const HealthAuditEntry = z.object({
  at: IsoTimestamp,
  by: z.object({ userId: UserId, name: z.string() }).nullable(),
  action: z.enum(HEALTH_AUDIT_ACTIONS),
  /** What it was about (a medicine's id, a log entry's id), when it was about one thing. */
  subjectId: z.string().nullable(),
});
export type HealthAuditEntry = z.infer<typeof HealthAuditEntry>;
