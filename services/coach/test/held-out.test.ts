import { existsSync, readFileSync } from 'node:fs';
import { SafetyHeldOutPath, UnderstandingHeldOutPath } from '../scripts/aims';
import { measure as measureSafety } from '../scripts/safety/evaluate';
import { ratesOf } from '../scripts/safety/evaluation';
import { measure as measureUnderstanding } from '../scripts/understanding/evaluate';
import type { Figures } from '../scripts/understanding/evaluation';
import { oneMessage } from './support/one-message';

/**
 * The regression gate on the held-out sets written for the multilingual encoder (never trained,
 * fitted or calibrated on; their first runs in the data READMEs): the coach may not do worse on
 * them than last recorded by `scripts/aims.ts --record`.
 */
type Rates = ReturnType<typeof ratesOf>;
const read = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, T>;

describe('the safety net on its held-out sets', () => {
  const recorded = existsSync(SafetyHeldOutPath) ? read<Rates>(SafetyHeldOutPath) : {};

  it('has a recorded floor for each held-out set', () => {
    expect(Object.keys(recorded).sort()).toEqual([
      'untouched/set-g',
      'untouched/set-h',
      'untouched/set-i',
      'untouched/set-j',
      'untouched/set-k',
      'untouched/set-l',
    ]);
  });

  it.each(Object.entries(recorded))(
    '%s: recognises as many crises, and alarms no more often, than last recorded',
    async (set, floor) => {
      const figures = await measureSafety(set);
      const rates = ratesOf(figures);
      expect(rates.crisesReachingConcern).toBeGreaterThanOrEqual(
        floor.crisesReachingConcern - oneMessage(figures.crises),
      );
      expect(rates.urgentCrisesReachingEmergency).toBeGreaterThanOrEqual(
        floor.urgentCrisesReachingEmergency - oneMessage(figures.urgentCrises),
      );
      expect(rates.ordinaryGivenEmergency).toBeLessThanOrEqual(
        floor.ordinaryGivenEmergency + oneMessage(figures.ordinary),
      );
      expect(rates.ordinaryGivenConcern).toBeLessThanOrEqual(
        floor.ordinaryGivenConcern + oneMessage(figures.ordinary),
      );
    },
    180_000,
  );
});

describe('the offline coach’s understanding on its held-out sets (real PostgreSQL)', () => {
  const recorded = existsSync(UnderstandingHeldOutPath)
    ? read<Figures>(UnderstandingHeldOutPath)
    : {};

  it('has a recorded floor for each held-out set', () => {
    expect(Object.keys(recorded).sort()).toEqual([
      'untouched/set-g.jsonl',
      'untouched/set-h.jsonl',
      'untouched/set-i.jsonl',
      'untouched/set-n.jsonl',
    ]);
  });

  it.each(Object.entries(recorded))(
    '%s: puts the right topic first and answers every request as often as last recorded, Spanish in Spanish',
    async (set, floor) => {
      const figures = await measureUnderstanding(set);
      // One message of slack, as for safety above (the reason in support/one-message).
      expect(figures.rightFirst).toBeGreaterThanOrEqual(floor.rightFirst - 1);
      expect(figures.everyRequestAnswered).toBeGreaterThanOrEqual(floor.everyRequestAnswered - 1);
      expect(figures.spanishInSpanish).toBe(figures.spanish);
    },
    180_000,
  );
});
