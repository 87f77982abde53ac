/**
 * Safety before the model: plain rules that recognise a message describing an emergency. They
 * err on the side of showing help: a false alarm costs a paragraph, a miss could cost a life.
 */
export type EmergencyKind =
  | 'breathing'
  | 'chest_pain'
  | 'stroke'
  | 'head_injury_fall'
  | 'unresponsive'
  | 'overdose'
  | 'suicide'
  | 'abuse_neglect';

interface Rule {
  kind: EmergencyKind;
  /** Any one matching marks the message. */
  any: RegExp[];
}

const person = String.raw`(?:he|she|they|mom|mum|dad|mother|father|wife|husband|grandma|grandpa|grandmother|grandfather|patient|partner|someone|my \w+|i)`;

const rules: Rule[] = [
  {
    kind: 'breathing',
    any: [
      /\b(?:not|isn'?t|is not|aren'?t|stopped|stop|no longer|barely|hardly) breathing\b/,
      /\b(?:can'?t|cannot|can not|unable to|struggling to|trouble|hard to|difficulty) breath(?:e|ing)\b/,
      /\bchoking\b/,
      /\b(?:turning|turned|lips are|lips) blue\b/,
      /\bno pulse\b/,
      /\bgasping\b/,
    ],
  },
  {
    kind: 'chest_pain',
    any: [
      /\bchest (?:pain|pains|pressure|tightness|hurts|is hurting)\b/,
      /\bpain in (?:his|her|my|their|the) chest\b/,
      /\bheart attack\b/,
    ],
  },
  {
    kind: 'stroke',
    any: [
      /\b(?:face|mouth|smile) (?:is )?(?:drooping|droops|drooped|sagging)\b/,
      /\b(?:facial|face) droop\b/,
      /\bslurr(?:ed|ing) (?:speech|words|her words|his words)\b/,
      /\b(?:speech|words) (?:is |are )?(?:suddenly )?slurred\b/,
      /\b(?:having|is having|had just had|think (?:she|he|they)(?:'s| is| are)? having|signs of) a stroke\b/,
      /\bstroke (?:symptoms|signs)\b/,
      /\bsudden(?:ly)? (?:numb|numbness|weak|weakness|confused|confusion|can'?t (?:speak|talk|see|walk))\b/,
      /\b(?:one side|arm|leg) (?:of (?:his|her|the) (?:body|face) )?(?:is |went |suddenly )?(?:numb|limp|weak)\b/,
      /\bcan'?t (?:lift|raise) (?:his|her|their|my|one) arm\b/,
    ],
  },
  {
    kind: 'head_injury_fall',
    any: [
      /\b(?:fell|fall|fallen|falling|tripped|slipped)\b.*\b(?:hit|hitting|hurt|banged|bumped|struck|cut|injured|bleeding)\b.*\bhead\b/,
      /\bhead\b.*\b(?:bleeding|injury|injured|wound|gash)\b.*\b(?:fell|fall|fallen)\b/,
      /\b(?:fell|fall|fallen)\b.*\bhead (?:injury|wound|is bleeding|bleeding)\b/,
      /\bhit (?:his|her|their|my) head\b.*\b(?:fell|fall|fallen|floor|stairs)\b/,
    ],
  },
  {
    kind: 'unresponsive',
    any: [
      /\b(?:unresponsive|unconscious|passed out|won'?t wake up|will not wake up|can'?t wake (?:him|her|them))\b/,
      /\b(?:having a|is having|had a) seizure\b/,
      /\b(?:bleeding|blood) (?:won'?t|will not|does not|doesn'?t) stop\b/,
    ],
  },
  {
    kind: 'overdose',
    any: [
      /\boverdos(?:e|ed|ing)\b/,
      /\b(?:took|taken|swallowed|ate) (?:too many|a whole bottle|all (?:of )?(?:his|her|their|my|the)) (?:pills|tablets|medication|meds)\b/,
      /\bpoison(?:ed|ing)?\b/,
    ],
  },
  {
    kind: 'suicide',
    any: [
      /\bsuicid(?:e|al)\b/,
      /\bkill(?:ing)? (?:myself|himself|herself|themselves)\b/,
      /\bend (?:my|his|her|their) (?:own )?life\b/,
      /\b(?:want|wants|wanted|going) to die\b/,
      /\b(?:don'?t|do not|doesn'?t) want to (?:live|be alive|be here anymore)\b/,
      /\bbetter off dead\b/,
      /\bno (?:reason|point) (?:to|in) (?:live|living|go on|going on)\b/,
      /\b(?:hurt|harm|cut)(?:ing)? (?:myself|himself|herself)\b/,
      /\bself[- ]harm\b/,
    ],
  },
  {
    kind: 'abuse_neglect',
    any: [
      /\babus(?:e|ed|es|ing|ive)\b/,
      /\bneglect(?:ed|ing|s)?\b/,
      new RegExp(
        String.raw`\b${person} (?:hits|hit|slaps|slapped|beats|beat|punched|kicked|chokes|choked|shoves|shoved) (?:me|him|her|them|my)\b`,
      ),
      /\b(?:afraid|scared) (?:of|for) (?:my|his|her) (?:safety|life)\b/,
      /\b(?:stealing|stole|taking) (?:her|his|their) (?:money|savings|pension|checks)\b/,
      /\bleft (?:alone )?(?:without (?:food|water)|for days)\b/,
    ],
  },
];

/** Lower case, straight apostrophes, single spaces: the rules are written for this form. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every kind of emergency the message describes, in rule order; empty for an ordinary message. */
export function triage(text: string): EmergencyKind[] {
  const normalised = normalise(text);
  return rules.filter((rule) => rule.any.some((re) => re.test(normalised))).map((r) => r.kind);
}
