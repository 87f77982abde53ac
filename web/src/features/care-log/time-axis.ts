import type { CareLog } from '@tend/contracts';

/** The time axis every chart of a period shares, so a day sits at the same place on each. */
export interface TimeAxis {
  /** The period's first moment (local midnight of `from`). */
  from: number;
  /** The period's last moment (the end of `until`). */
  until: number;
  /** The local midnights that are labelled on the axis: each day of a week, each seventh of a month. */
  ticks: number[];
}

const DAY = 86_400_000;

/** The days between ticks: every day for about a week, every week for about a month, wider beyond. */
function tickStep(days: number): number {
  return days <= 10 ? 1 : Math.ceil(days / 5 / 7) * 7;
}

/** The shared time axis of a log's period (week or month, or the doctor's page's span). */
export function timeAxis(log: Pick<CareLog, 'from' | 'until'>): TimeAxis {
  const from = Date.parse(`${log.from}T00:00:00`);
  const until = Date.parse(`${log.until}T23:59:59`);
  const step = tickStep(Math.round((until - from) / DAY));
  const ticks: number[] = [];
  // Stepped by calendar days, not 24 hours, so a daylight-saving change keeps ticks at midnight.
  for (const day = new Date(from); day.getTime() <= until; day.setDate(day.getDate() + step))
    ticks.push(day.getTime());
  return { from, until, ticks };
}
