import { firstSet, type LabelledMessage } from './crisis-corpus';
import { laterSets } from './later-sets';

export type { LabelledMessage } from './crisis-corpus';
export { laterSets } from './later-sets';

/** Every labelled message: the first set and the sets written after it. */
export const crisisCorpus: LabelledMessage[] = [
  ...firstSet,
  ...laterSets.flatMap((set) => set.messages),
];
