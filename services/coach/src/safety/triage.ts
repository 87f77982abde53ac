/**
 * The rules: the floor of the safety net. Plain patterns that recognise a message describing a
 * crisis (rules/, one file per group of kinds), read with the words around them (rules/context.ts).
 * A hit that nothing around it calls past, general, denied or imagined is at least a *concern*;
 * every hit is also a signal the scored model weighs (scored-triage.ts) to decide the level.
 */
import { EmergencyKinds, mergeFindings, type EmergencyKind, type SafetyFinding } from './kinds';
import { normalisedForms } from './normalise';
import { contextOf, hitStands, type MessageContext } from './rules/context';
import { cueRules, cuesApply } from './rules/cues';
import { endangeredRules } from './rules/endangered';
import { explicitRules } from './rules/explicit';
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
import { caregiverHarmRules, suicideRules } from './rules/mind';
import { abuseRules, missingRules } from './rules/protection';
import type { Pattern, Rule } from './rules/rule';
import { spanishRules } from './rules/spanish';

export type { EmergencyKind } from './kinds';
export { normalise } from './normalise';

const rules: Rule[] = [
  suicideRules,
  caregiverHarmRules,
  endangeredRules,
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

function kindsOf(
  table: readonly Rule[],
  texts: readonly string[],
  found = new Set<EmergencyKind>(),
) {
  for (const rule of table)
    if (!found.has(rule.kind) && rule.patterns.some((p) => texts.some((f) => matches(p, f))))
      found.add(rule.kind);
  return found;
}

function kindsIn(forms: readonly string[]): Set<EmergencyKind> {
  return kindsOf(cueRules, forms.filter(cuesApply), kindsOf(rules, forms));
}

/** A death wish in the first person: the writer's own, not one reported of someone else. */
const ownWish =
  /\b(?:i|i am|i have|i will|i want|i wish|i keep|i think|i feel|me|yo)\b.{0,40}\b(?:die|dead|dying|kill myself|end (?:it|my life|things|everything)|not wake up|suicid\w*|myself|gone|morir|matarme|quitarme la vida)\b|\b(?:myself|my (?:own )?life|me quiero morir|quiero morir(?:me)?|matarme)\b/;
/** Someone else as the subject of what is said: "mom says", "he wants", "my husband told". */
const reported =
  /\b(?:he|she|they|mom|mother|mum|dad|father|husband|wife|grandma|grandpa|grandmother|grandfather|partner|brother|sister|son|daughter|aunt|uncle|patient|el|ella|mi (?:mama|papa|madre|padre|esposo|esposa|abuela|abuelo|hijo|hija)) (?:\w+ )?(?:says|said|keeps|kept|told|tells|wants|wanted|is|was|has|had|asked|asks|begs|begged|talks|talked|tried|threatens|threatened|dice|dijo|quiere|esta|intento|pide)\b/;

/** Whose death wish the suicide rules heard, sentence by sentence. */
function suicideKinds(text: string): EmergencyKind[] {
  const found = new Set<EmergencyKind>();
  for (const sentence of text.split(/[.!?\n;]+/)) {
    const forms = normalisedForms(sentence);
    if (!suicideRules.patterns.some((p) => forms.some((f) => matches(p, f)))) continue;
    const own = forms.some((f) => ownWish.test(f));
    const other = forms.some((f) => reported.test(f));
    found.add(other && !own ? 'recipient_suicide' : 'suicide');
  }
  return found.size > 0 ? [...found] : ['suicide'];
}

export interface RuleReading {
  /** Every kind a rule heard, in a fixed order. */
  kinds: EmergencyKind[];
  context: MessageContext;
  /**
   * The floor: the kinds heard in a context that does not call them over or imagined, as concerns;
   * those told plainly (rules/explicit.ts) as emergencies, even when told as done ("I bought a gun
   * last week"), unless asked in general, denied or a story.
   */
  floor: SafetyFinding[];
}

/** What the rules hear in a message, and what they guarantee on their own. */
export function readRules(text: string): RuleReading {
  const forms = normalisedForms(text);
  const explicit = kindsOf(explicitRules, forms);
  const found = new Set([...kindsIn(forms), ...explicit]);
  if (found.delete('suicide')) for (const kind of suicideKinds(text)) found.add(kind);
  const kinds = EmergencyKinds.filter((kind) => found.has(kind));
  const context = contextOf(forms[0] ?? '');
  const floor: SafetyFinding[] = hitStands(context)
    ? kinds.map((kind) => ({ kind, level: 'concern' as const }))
    : [];
  if (!context.general && !context.negated && !context.fiction)
    for (const kind of explicit) floor.push({ kind, level: 'emergency' });
  return { kinds, context, floor: mergeFindings(floor) };
}

/** Every kind of crisis a rule hears in the message; empty for an ordinary message. */
export function triage(text: string): EmergencyKind[] {
  return readRules(text).kinds;
}
