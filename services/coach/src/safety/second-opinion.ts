import type { SafetyFinding } from './kinds';

/**
 * What the moderation endpoint's categories add: intent or instructions for self-harm is an
 * emergency of the suicide kind, self-harm alone a concern; violence or a threat means someone
 * may be in danger from another person, a concern whose opener asks whether the person cared for
 * is safe. Other categories add nothing. The message's own level comes from the other layers.
 */
const findingOfCategory: Record<string, SafetyFinding> = {
  'self-harm': { kind: 'suicide', level: 'concern' },
  'self-harm/intent': { kind: 'suicide', level: 'emergency' },
  'self-harm/instructions': { kind: 'suicide', level: 'emergency' },
  violence: { kind: 'abuse_neglect', level: 'concern' },
  'harassment/threatening': { kind: 'abuse_neglect', level: 'concern' },
};

export function findingsOfModeration(categories: readonly string[]): SafetyFinding[] {
  return categories.map((c) => findingOfCategory[c]).filter((f) => f !== undefined);
}
