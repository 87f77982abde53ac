import type { CareLog } from '@tend/contracts';
import { addDays } from '../../lib/calendar-day';
import { instantOfWall } from '../medications/dose-time';

/** A labelled day of the axis: its midnight in the circle's zone, and the day it begins. */
export interface AxisTick {
  at: number;
  /** `YYYY-MM-DD` */
  day: string;
}

/**
 * The time axis every chart of a period shares, so a day sits at the same place on each. The
 * period is days of the circle's zone (as the server chose the entries), whatever the device's.
 */
export interface TimeAxis {
  /** The period's first moment (midnight of `from`). */
  from: number;
  /** The period's last moment (the end of `until`). */
  until: number;
  /** The days labelled on the axis: each day of a week, each seventh of a month. */
  ticks: AxisTick[];
}

const DAY = 86_400_000;

/** The days between ticks: every day for about a week, every week for about a month, wider beyond. */
function tickStep(days: number): number {
  return days <= 10 ? 1 : Math.ceil(days / 5 / 7) * 7;
}

const midnightOf = (day: string, timeZone: string) =>
  Date.parse(instantOfWall(`${day}T00:00`, timeZone));

/** The shared time axis of a log's period (week or month, or the doctor's page's span). */
export function timeAxis(log: Pick<CareLog, 'from' | 'until' | 'timeZone'>): TimeAxis {
  const days = Math.round((Date.parse(log.until) - Date.parse(log.from)) / DAY) + 1;
  const step = tickStep(days);
  const ticks: AxisTick[] = [];
  for (let offset = 0; offset < days; offset += step) {
    const day = addDays(log.from, offset);
    ticks.push({ at: midnightOf(day, log.timeZone), day });
  }
  return {
    from: midnightOf(log.from, log.timeZone),
    until: midnightOf(addDays(log.until, 1), log.timeZone) - 1,
    ticks,
  };
}
