import { re, relative, type Rule } from './rule';

/**
 * A second, broader net: words that point to a crisis however the sentence around them is built.
 * They would flag general questions too ("what kind of chest pain needs the ER?"), so they apply
 * only when the message is not a general question, or when it says something is happening now.
 */
const generalQuestion =
  /^(?:how|what|when|where|which|why|who|is it|is there|are there|can|could|should|do|does|tips?|ways?|best|any|signs?|symptoms?|prevent\w*|avoid\w*|learn\w*|info\w*|advice|question|ideas?|resources?|help with)\b|\b(?:should (?:i|we|she|he|they)|is (?:it|that|this) (?:normal|safe|ok|okay|common|too many|too much|enough)|how (?:to|do|can|should)|what (?:is|are|to do|kind|should|happens)|in case|tips|prevent\w*|avoid\w*|warning signs|to watch for|last (?:year|month|week|spring|summer|winter|fall)|years ago|months ago)\b/;
const happeningNow =
  /\b(?:right now|just now|currently|tonight|help me|please help|hurry|911|what do i do|what should i do|is having|happening|can't|cannot|will not|is not|not (?:breathing|waking|responding))\b/;

const medicine = String.raw`(?:blood thinners?|warfarin|coumadin|eliquis|xarelto|pills?|tablets?|meds|medication|medicine|insulin|doses?|patch|patches|fentanyl|morphine|oxycodone|sleeping pills)`;

export const cueRules: Rule[] = [
  {
    kind: 'suicide',
    patterns: [
      /\b(?:suicid\w*|pointless|hopeless|worthless|no point|noose|rope|gun to (?:my|his|her) head|end (?:my|his|her) (?:own )?life|take (?:my|his|her) (?:own )?life|quitar\w* la vida)\b/,
      re(
        String.raw`\b(?:want|wants|wanted|ready|going|longs?|longing) to (?:go )?be with (?:${relative}|god|jesus|him|her|them|my late \w+)\b`,
      ),
      /\b(?:overdos\w*|od) on (?:my|his|her|all)\b/,
      /\b(?:keep|go on|going on) (?:living|being alive)\b|\bkeep living\b/,
      /\b(?:means|meant|planning|plans|going) to do something (?:to (?:himself|herself|myself)|stupid|drastic)?\b|\bsaid goodbye\b.{0,60}\b(?:will|insurance|passwords|funeral)\b/,
    ],
  },
  {
    kind: 'abuse_neglect',
    patterns: [
      re(
        String.raw`\b(?:getting|got|gets|making|made|talking|talked|convincing|convinced|pressuring|pushing) (?:${relative}|my ${relative}|him|her|them) (?:in)?to (?:write|sign|give|hand|transfer|lend|add|withdraw|cash)\b`,
      ),
      /\bleft (?:\w+ ){0,2}in (?:a |his |her |their )?(?:wet|soiled|dirty|filthy|cold) (?:bed|diaper|brief|clothes|sheets|room)\b/,
    ],
  },
  {
    kind: 'missing_person',
    patterns: [
      re(
        String.raw`\b(?:is|are|was) gone from (?:his|her|their|the) (?:room|bed|house|home|unit|apartment|floor)\b`,
      ),
      re(
        String.raw`\b(?:cannot|could not|can't|unable to) find (?:${relative}|my ${relative}|him|her|them) (?:anywhere|outside|at all)\b`,
      ),
      re(String.raw`\b(?:he|she|${relative}) (?:disappeared|vanished|ran off|ran away|took off)\b`),
    ],
  },
  {
    kind: 'breathing',
    patterns: [
      /\b(?:chok(?:ed|ing)|suffocat\w*|air hunger|struggling for air)\b/,
      /\bwheez\w*\b.{0,40}\b(?:cannot|can not|could not|unable to) (?:speak|talk|finish)|\b(?:cannot|can not|could not) (?:speak|talk) in (?:full )?sentences\b/,
    ],
  },
  {
    kind: 'chest_pain',
    patterns: [
      /\bchest\b.{0,30}\b(?:pain\w*|tight\w*|pressure|hurt\w*|heavy|heaviness|ache\w*|squeez\w*)\b|\b(?:tight|heavy|painful|sore) chest\b/,
      /\b(?:pain|pressure|tightness|squeezing|crushing|heaviness)\b.{0,30}\bchest\b/,
    ],
  },
  { kind: 'stroke', patterns: [/\b(?:droop\w*|slurr\w*)\b/] },
  {
    kind: 'unresponsive',
    patterns: [
      /\b(?:out cold|unresponsive|unconscious|collapsed|seizure|seizing|convuls\w*|passed out|fainted|not waking|will not wake|went limp|is limp|slump\w* (?:over|down|forward|sideways))\b/,
    ],
  },
  {
    kind: 'head_injury_fall',
    patterns: [
      /\b(?:fell|fallen|fall|falls)\b.{0,60}\b(?:head|hip|blood|bleed\w*|broke\w*|cannot (?:get|stand|move)|floor|ground|hurt\w*|pain|scream\w*|swollen|swelling|vomit\w*|throwing up|sleepy|drowsy|confused|groggy)\b/,
    ],
  },
  {
    kind: 'bleeding',
    patterns: [
      /\b(?:bleed\w*|blood)\b.{0,40}\b(?:stop\w*|a lot|everywhere|pour\w*|gush\w*|spurt\w*|soak\w*)\b|\b(?:vomit\w*|throw\w* up|cough\w* up|spit\w* up) blood\b/,
    ],
  },
  {
    kind: 'low_blood_sugar',
    patterns: [
      /\b(?:sugar|glucose|meter)\b(?: \w+){0,3} (?:is |was |says |reads )?(?:very |really |too )?(?:low|dropp\w+|crash\w+|tank\w+)\b/,
    ],
  },
  {
    kind: 'allergic_reaction',
    patterns: [
      [
        /\b(?:swell\w*|swollen|puffy|puffed|tingl\w*|hoarse|hives|anaphyla\w*|epi ?pen|allerg\w*|reaction)\b/,
        /\b(?:throat|tongue|lips?|face|mouth|eyes?|wheez\w*)\b/,
      ],
    ],
  },
  {
    kind: 'overdose',
    patterns: [
      [
        re(String.raw`\b${medicine}\b`),
        /\b(?:overdos\w*|too (?:many|much)|twice|again|double\w*|two times|by mistake|by accident|accidentally|wrong (?:pills?|meds|medicine|dose)|chewed|chewing|bit|swallowed (?:the|a|his|her))\b/,
      ],
    ],
  },
  {
    kind: 'poisoning',
    patterns: [
      /\b(?:ate|eaten|drank|drunk|swallowed|chewed|licked|got into|sipped)\b.{0,60}\b(?:cleaner|bleach|chemical\w*|poison\w*|detergent|pods?|batter(?:y|ies)|antifreeze|pesticide|lye|solvent|thinner)\b/,
    ],
  },
];

/** Whether the cues may judge this message (see above). */
export function cuesApply(normalised: string): boolean {
  return !generalQuestion.test(normalised) || happeningNow.test(normalised);
}
