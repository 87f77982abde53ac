import type { Language } from '../guidance/guidance-topic';
import { concernGuidance } from './concern-guidance';
import { emergencyGuidance } from './emergency-guidance';
import { GroupOf, atLevel, type SafetyFinding } from './kinds';

/**
 * What an answer opens with for what triage found, in the message's language: the emergency
 * guidance first (the action for each kind), then a concern opener for any group not already
 * covered by an emergency; empty for an ordinary message. Ends with a blank line when not empty,
 * ready for the answer to follow.
 */
export function safetyOpening(
  findings: readonly SafetyFinding[],
  language: Language = 'en',
): string {
  const emergencies = atLevel(findings, 'emergency');
  const covered = new Set(emergencies.map((kind) => GroupOf[kind]));
  const concerns = atLevel(findings, 'concern').filter((kind) => !covered.has(GroupOf[kind]));
  const parts = [
    emergencyGuidance(emergencies, language),
    concernGuidance(concerns, language),
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join('\n\n')}\n\n` : '';
}

/**
 * What to stream when a second opinion raised a level after the opening for `shown` went out:
 * the opening of what is new or higher (the stored answer has the whole opening for `now`).
 */
export function addedOpening(
  shown: readonly SafetyFinding[],
  now: readonly SafetyFinding[],
  language: Language = 'en',
): string {
  const added = now.filter(
    (f) =>
      !shown.some(
        (s) =>
          GroupOf[s.kind] === GroupOf[f.kind] && (s.level === f.level || f.level === 'concern'),
      ),
  );
  return safetyOpening(added, language);
}
