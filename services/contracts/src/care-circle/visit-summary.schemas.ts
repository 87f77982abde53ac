import { z } from 'zod';
import { BurdenLevelSchema } from '../assessment/assessment.schemas';
import { IsoTimestamp } from '../common/primitives';
import { DoseAmount, MedicationSchedule } from './medication.schemas';
import { LOG_MEASURES } from './care-log.schemas';

const questionError = 'Each question is text of up to 500 characters, at most 30 questions.';
/** The questions the owner wants to ask at the visit, written beforehand. */
export const VisitQuestionsBody = z.object({
  questions: z
    .array(
      z.string({ error: questionError }).trim().min(1, { error: questionError }).max(500, {
        error: questionError,
      }),
      { error: questionError },
    )
    .max(30, { error: questionError }),
});

/** One page for the doctor: what is taken, what was missed, how the log went, and the questions. */
export const VisitSummary = z.object({
  recipientName: z.string(),
  timeZone: z.string(),
  generatedAt: IsoTimestamp,
  /** The 30 days the missed doses, trends and falls cover, `YYYY-MM-DD`. */
  from: z.string(),
  until: z.string(),
  medications: z.array(
    z.object({
      name: z.string(),
      strength: z.string().nullable(),
      form: z.string().nullable(),
      dose: DoseAmount,
      schedule: MedicationSchedule,
      purpose: z.string().nullable(),
      prescriber: z.string().nullable(),
      startDate: z.string().nullable(),
    }),
  ),
  /** Scheduled doses not logged within their window, and doses skipped (with the reason). */
  missedDoses: z.array(
    z.object({
      medicationName: z.string(),
      scheduledFor: z.string(),
      skippedBecause: z.string().nullable(),
    }),
  ),
  trends: z.array(
    z.object({
      measure: z.enum(LOG_MEASURES),
      count: z.number().int(),
      lowest: z.number(),
      highest: z.number(),
      average: z.number(),
      latest: z.number(),
      outOfRange: z.number().int(),
    }),
  ),
  falls: z.array(z.object({ at: IsoTimestamp, injured: z.boolean(), note: z.string().nullable() })),
  /** The owner's latest burden check-in: its level and date only (never the answers), or null. */
  ownerCheckIn: z.object({ level: BurdenLevelSchema, completedAt: IsoTimestamp }).nullable(),
  questions: z.array(z.string()),
});
export type VisitSummary = z.infer<typeof VisitSummary>;

/**
 * A clinician's link to the summary: no account needed, 7 days, revocable. `url` is the page the
 * clinician opens (`/visit/:token` on the app's public address), given only when the link is made.
 */
export const VisitSummaryLink = z.object({
  id: z.uuid(),
  url: z.url(),
  expiresAt: IsoTimestamp,
});
export type VisitSummaryLink = z.infer<typeof VisitSummaryLink>;

/**
 * One of the recipient's clinician links, as the owner's list shows it: without its address, as
 * only the token's hash is kept.
 */
export const VisitSummaryLinkListed = z.object({
  id: z.uuid(),
  createdAt: IsoTimestamp,
  expiresAt: IsoTimestamp,
  revokedAt: IsoTimestamp.nullable(),
});
export type VisitSummaryLinkListed = z.infer<typeof VisitSummaryLinkListed>;

export const VisitSummaryLinkNotFound =
  'This link to a visit summary has expired or was turned off.';
