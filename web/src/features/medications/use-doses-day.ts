import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dayIn } from '../../lib/calendar-day';
import { isDay } from './dose-time';

/**
 * The day Today shows: today in the circle's zone, or an earlier one named in the address
 * (`?day=YYYY-MM-DD`, so the browser's back button walks the days back). A day to come, or an
 * address that names no day, is today.
 */
export function useDosesDay(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const today = dayIn(new Date(Date.now()), timeZone);
  const asked = params.get('day');
  const day = isDay(asked) && asked < today ? asked : undefined;
  const goTo = useCallback(
    (next: string) => setParams(next < today ? { day: next } : {}),
    [setParams, today],
  );
  return { day, today, goTo };
}
