import { z } from 'zod';

/**
 * Crisis referrals for the yearly report (California SB 243): how many answers opened with crisis
 * guidance, by month, kind and level. Counts only: never a message's words, never whose.
 */
export const CrisisLevels = ['emergency', 'concern'] as const;
export const CrisisLevel = z.enum(CrisisLevels);
export type CrisisLevel = z.infer<typeof CrisisLevel>;

export const MonthMessage = 'Months are written as YYYY-MM, for example 2026-11';
/** A calendar month (UTC), `YYYY-MM`. */
export const Month = z
  .string({ error: MonthMessage })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MonthMessage });

/** `?from=&to=`: the first and last month to count, both included; either may be left out. */
export const CrisisReferralsQuery = z
  .object({ from: Month.optional(), to: Month.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The first month must not be after the last',
    path: ['from'],
  });
export type CrisisReferralsQuery = z.infer<typeof CrisisReferralsQuery>;

export const CrisisReferral = z.object({
  month: Month,
  kind: z.string(),
  level: CrisisLevel,
  count: z.number().int().positive(),
});
export type CrisisReferral = z.infer<typeof CrisisReferral>;

/** Newest month first; within a month by kind, then level. */
export const CrisisReferrals = z.object({ referrals: z.array(CrisisReferral) });
export type CrisisReferrals = z.infer<typeof CrisisReferrals>;
