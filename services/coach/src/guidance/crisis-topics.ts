import { GroupOf, type EmergencyKind, type SafetyGroup } from '../safety/kinds';

/**
 * After emergency guidance, the offline answer's library item follows the emergency, not the
 * words around it: "I want to end it all" must not be followed by a guide to hospice.
 */
const TopicOfKind: Record<EmergencyKind, string> = {
  suicide: 'caregiver-depression',
  recipient_suicide: 'caregiver-depression',
  caregiver_harm: 'caregiver-anger',
  caregiver_endangered: 'aggression',
  abuse_neglect: 'elder-abuse-neglect',
  missing_person: 'wandering',
  breathing: 'when-to-call-911',
  chest_pain: 'when-to-call-911',
  stroke: 'when-to-call-911',
  unresponsive: 'when-to-call-911',
  head_injury_fall: 'after-a-fall',
  bleeding: 'when-to-call-911',
  low_blood_sugar: 'diabetes',
  allergic_reaction: 'when-to-call-911',
  confusion_fever: 'sudden-confusion-delirium',
  medical: 'when-to-call-911',
  overdose: 'medication-safety',
  poisoning: 'home-safety',
};

/** Kinds where the caregiver's own state is the emergency: the answer meets them warmly. */
const PersonalCrises: readonly EmergencyKind[] = [
  'suicide',
  'caregiver_harm',
  'caregiver_endangered',
];

export interface CrisisFocus {
  /** The library topic shown first. */
  topic: string;
  /** Only that topic: nothing ranked from the message's other words. */
  topicOnly: boolean;
}

/** What an offline answer shows after the emergency guidance of these kinds (first kind leads). */
export function crisisFocus(kinds: readonly EmergencyKind[]): CrisisFocus | undefined {
  const [first] = kinds;
  if (!first) return undefined;
  return {
    topic: TopicOfKind[first],
    topicOnly: kinds.some((kind) => PersonalCrises.includes(kind)),
  };
}

/**
 * A concern (not an emergency) adds its kind's topic after the message's own first topic: the
 * opening has named what was heard, so the advice on it follows. Medical and poison concerns say
 * when to call in their opening and add nothing.
 */
const ConcernWithoutTopic: readonly SafetyGroup[] = ['medical', 'poison'];

/** The library topics that follow a message's first topic for these concerns. */
export const concernTopics = (kinds: readonly EmergencyKind[]): string[] =>
  kinds
    .filter((kind) => !ConcernWithoutTopic.includes(GroupOf[kind]))
    .map((kind) => TopicOfKind[kind]);
