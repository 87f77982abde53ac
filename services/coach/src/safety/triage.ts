/**
 * Safety before the model: plain rules that recognise a message describing an emergency. They
 * err on the side of showing help: a false alarm costs a paragraph, a miss could cost a life.
 * The rule tables live in rules/ (one file per group of kinds); their figures on a labelled
 * corpus are printed by `npx tsx services/coach/scripts/safety-corpus.ts`.
 */
import { EmergencyKinds, type EmergencyKind } from './kinds';
import { normalisedForms } from './normalise';
import { caregiverHarmRules, suicideRules } from './rules/mind';
import { abuseRules, missingRules } from './rules/protection';
import {
  bleedingRules,
  breathingRules,
  chestRules,
  fallRules,
  strokeRules,
  unresponsiveRules,
} from './rules/medical';
import {
  allergyRules,
  confusionFeverRules,
  lowSugarRules,
  overdoseRules,
  poisoningRules,
} from './rules/medical-more';
import { cueRules, cuesApply } from './rules/cues';
import type { Pattern, Rule } from './rules/rule';
import { spanishRules } from './rules/spanish';

export type { EmergencyKind } from './kinds';
export { normalise } from './normalise';

const rules: Rule[] = [
  suicideRules,
  caregiverHarmRules,
  abuseRules,
  missingRules,
  breathingRules,
  chestRules,
  strokeRules,
  unresponsiveRules,
  fallRules,
  bleedingRules,
  lowSugarRules,
  allergyRules,
  confusionFeverRules,
  overdoseRules,
  poisoningRules,
  ...spanishRules,
];

function matches(pattern: Pattern, text: string): boolean {
  return Array.isArray(pattern) ? pattern.every((re) => re.test(text)) : pattern.test(text);
}

/** Every kind of emergency the message describes, in a fixed order; empty for an ordinary message. */
export function triage(text: string): EmergencyKind[] {
  const forms = normalisedForms(text);
  const found = new Set<EmergencyKind>();
  const cueForms = forms.filter(cuesApply);
  for (const [table, texts] of [
    [rules, forms],
    [cueRules, cueForms],
  ] as const)
    for (const rule of table)
      if (!found.has(rule.kind) && rule.patterns.some((p) => texts.some((f) => matches(p, f))))
        found.add(rule.kind);
  return EmergencyKinds.filter((kind) => found.has(kind));
}
