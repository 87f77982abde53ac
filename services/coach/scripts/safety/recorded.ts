import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { SafetyGroup } from '../../src/safety/kinds';
import { ratesOf, type SetFigures } from './evaluation';
import { SafetyDataDir } from './dataset';

/** The untouched figures last recorded (and written in data/safety/README.md): the floor `npm test` holds. */
export const RecordedPath = join(SafetyDataDir, 'untouched/recorded.json');

const Recorded = z.object({
  date: z.string(),
  crisesReachingConcern: z.number(),
  urgentCrisesReachingEmergency: z.number(),
  ordinaryGivenEmergency: z.number(),
  ordinaryGivenConcern: z.number(),
  /** The coach's untouched everyday questions (scripts/safety/everyday.ts) given each level. */
  everydayGivenEmergency: z.number(),
  everydayGivenConcern: z.number(),
});
export type Recorded = z.infer<typeof Recorded>;

export const readRecorded = () => Recorded.parse(JSON.parse(readFileSync(RecordedPath, 'utf8')));

const Labels: Record<SafetyGroup, string> = {
  suicide: "The caregiver's own thoughts of suicide",
  recipient_suicide: 'The person cared for wanting to die',
  caregiver_harm: 'A caregiver afraid of hurting the person',
  caregiver_endangered: 'The caregiver hurt or threatened at home',
  abuse_neglect: 'Abuse, neglect and exploitation',
  missing_person: 'A missing person',
  medical: 'Medical emergencies',
  poison: 'Overdose and poisoning',
};

/** The shape /coach-safety reads (web/src/features/coach-safety/safety-figures.json). */
export function publishedFigures(figures: SetFigures, date: string) {
  return {
    measuredOn: date,
    set: 'untouched',
    messages: figures.messages,
    crises: figures.crises,
    ordinary: figures.ordinary,
    ...ratesOf(figures),
    byKind: figures.byKind.map((k) => ({
      kind: k.kind,
      label: Labels[k.kind],
      crises: k.crises,
      reachingConcern: k.reachingConcern,
      reachingEmergency: k.reachingEmergency,
    })),
  };
}
