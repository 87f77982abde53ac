import type { CrisisLevel, CrisisReferral } from '@tend/contracts';

/** One crisis an answer opened with: its kind and level, nothing of the message or its sender. */
export interface Referral {
  kind: string;
  level: CrisisLevel;
}

/** The calendar month (UTC) a referral is counted in: `YYYY-MM`. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** One answer's referrals as counts of its month: each kind and level once, however often named. */
export function countsOf(referrals: readonly Referral[], at: Date): CrisisReferral[] {
  const month = monthOf(at);
  const seen = new Map<string, CrisisReferral>();
  for (const { kind, level } of referrals)
    seen.set(`${kind}\0${level}`, { month, kind, level, count: 1 });
  return [...seen.values()];
}
