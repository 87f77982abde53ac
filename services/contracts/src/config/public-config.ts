import { z } from 'zod';

/** `GET /api/config`: the public settings the browser reads at start, so a flag change needs no rebuild. */
export const PublicConfig = z.object({
  /** The ELIGIBILITY_FEATURES flag: true only when FEATURE_ELIGIBILITY_ENABLED equals 'true'. */
  eligibilityEnabled: z.boolean(),
  /** Analytics measurement id; null when none is configured (then no analytics is ever loaded). */
  analyticsMeasurementId: z.string().nullable(),
  supportEmail: z.string(),
  maxUploadMb: z.number(),
  /** True when the coach has no model configured and answers from its offline knowledge. */
  coachOffline: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
