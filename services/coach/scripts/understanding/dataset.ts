import { join } from 'node:path';
import { z } from 'zod';
import { readJsonLines } from '../json-lines';

export const UnderstandingData = join(__dirname, '../../data/understanding');

/** A labelled caregiver message: each request's acceptable topics, the best first. */
export const LabelledMessage = z.object({
  id: z.string(),
  lang: z.enum(['en', 'es']),
  text: z.string().min(1),
  requests: z.array(z.array(z.string()).min(1)).min(1).max(3),
});
export type LabelledMessage = z.infer<typeof LabelledMessage>;

export function readSet(path: string): LabelledMessage[] {
  return readJsonLines(path, LabelledMessage);
}

export const TrainSets = [
  'train/legacy.jsonl',
  'train/set-a.jsonl',
  'train/set-b.jsonl',
  'train/set-c.jsonl',
  'train/set-d.jsonl',
  'train/set-e.jsonl',
  'train/set-f.jsonl',
  'train/set-k.jsonl',
  'train/set-m.jsonl',
  'train/set-o.jsonl',
];
export const UntouchedSet = 'untouched/untouched.jsonl';
export const setPath = (name: string) => join(UnderstandingData, name);
