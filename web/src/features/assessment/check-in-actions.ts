import type { BurdenQuestionId } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import type { SavedResponses } from './result-insights';
import { heavyAreas } from './result-insights';

/** One thing Tend can do about an area that weighs on her: a screen of Tend, with its words. */
export interface CheckInAction {
  /** Names the action (and keys it in a list). */
  label: MessageId;
  /** Where it goes: a path of the app, or the coach with a question ready to send. */
  to: { path: string } | { ask: MessageId } | { circleOf: true };
}

const coach = (label: MessageId, ask: MessageId): CheckInAction => ({ label, to: { ask } });
const respite = coach('assessment.action.respite', 'assessment.action.respite.ask');

const none = (): CheckInAction[] => [];

/**
 * What Tend can do, by area. An area Tend has no screen of its own for (mood, confidence, the
 * months ahead...) is left to the coach and the steps below, which name it.
 */
const actionsFor: Record<BurdenQuestionId, (can: WhatTendCan) => CheckInAction[]> = {
  financial_strain: (can) => [
    can.checkPrograms
      ? { label: 'assessment.action.programs', to: { path: '/eligibility' } }
      : coach('assessment.action.paying', 'assessment.action.paying.ask'),
  ],
  support_adequacy: (can) => [
    ...(can.inviteToCircle
      ? [{ label: 'assessment.action.invite', to: { circleOf: true } } as const]
      : []),
    respite,
  ],
  personal_time: () => [respite],
  sleep_disruption: () => [coach('assessment.action.sleep', 'assessment.action.sleep.ask')],
  social_isolation: () => [
    coach('assessment.action.supportGroups', 'assessment.action.supportGroups.ask'),
  ],
  overwhelmed: none,
  physical_health: none,
  emotional_health: none,
  care_confidence: none,
  future_concerns: none,
};

/** What this Tend offers her: programs when the checker is on, a circle once she has one. */
export interface WhatTendCan {
  checkPrograms: boolean;
  inviteToCircle: boolean;
}

/**
 * One action for each area that weighs on her (heaviest first), each named once: the programs for
 * money, her circle and respite for help from others, the coach's sleep topic for sleep.
 */
export function checkInActions(responses: SavedResponses, can: WhatTendCan): CheckInAction[] {
  const seen = new Set<MessageId>();
  return heavyAreas(responses)
    .flatMap((area) => actionsFor[area](can))
    .filter((action) => !seen.has(action.label) && seen.add(action.label));
}
