/**
 * The labelled sets (data/safety): JSON Lines of { text, kind, level, lang }. train/ is for
 * training and calibration; untouched/ is never used for either, only measured.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { EmergencyKinds } from '../../src/safety/kinds';
import { readJsonLines } from '../json-lines';
import {
  readSet as readUnderstandingSet,
  setPath as understandingSetPath,
  TrainSets as UnderstandingTrainSets,
  type LabelledMessage as CaregiverQuestion,
} from '../understanding/dataset';

export const SafetyDataDir = join(__dirname, '../../data/safety');

const LabelledMessageSchema = z.object({
  text: z.string().min(1),
  kind: z.enum(EmergencyKinds).nullable(),
  level: z.enum(['emergency', 'concern', 'none']),
  lang: z.enum(['en', 'es']),
});
export type LabelledMessage = z.infer<typeof LabelledMessageSchema>;

export function readSet(path: string): LabelledMessage[] {
  return readJsonLines(path, LabelledMessageSchema).map((message, i) => {
    if ((message.kind === null) !== (message.level === 'none'))
      throw new Error(`${path}:${i + 1}: a crisis has a level, an ordinary message none`);
    return message;
  });
}

/** Every file of a folder of data/safety, by name. */
export function readFolder(folder: 'train' | 'untouched'): Map<string, LabelledMessage[]> {
  const dir = join(SafetyDataDir, folder);
  const sets = new Map<string, LabelledMessage[]>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort())
    sets.set(file.replace(/\.jsonl$/, ''), readSet(join(dir, file)));
  return sets;
}

/** Topics whose askers may need help first: an alarm there is not a false one. */
export const MayNeedHelpFirst = new Set([
  'when-to-call-911',
  'emergency-room-visit',
  'after-a-fall',
  'elder-abuse-neglect',
  'sudden-confusion-delirium',
  'caregiver-depression',
  'caregiver-anger',
  'depression-in-recipient',
  'firearms-safety',
  'wandering',
]);

/**
 * The offline coach's labelled caregiver questions (data/understanding), written by writers who
 * never saw the safety rules, as ordinary messages: everyday questions ("she sees children who are
 * not there", "she is dead weight by evening") that should get no alarm. Those whose topics may
 * rightly open with help are left out.
 */
export function everydayQuestions(sets: readonly string[]): LabelledMessage[] {
  return sets
    .flatMap((set) => readUnderstandingSet(understandingSetPath(set)))
    .filter((q: CaregiverQuestion) => !q.requests.flat().some((t) => MayNeedHelpFirst.has(t)))
    .map((q) => ({ text: q.text, kind: null, level: 'none', lang: q.lang }));
}

/** The everyday questions safety trains on: the coach's training sets, never its untouched one. */
export const everydayTraining = () => everydayQuestions(UnderstandingTrainSets);
