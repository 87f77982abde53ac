/**
 * One spelling for the many ways a tired person types the same words, so the rules can be
 * written once: lower case, no accents (Spanish typed with or without them), straight
 * apostrophes, contractions spelled out with or without their apostrophe ("cant" is "cannot"),
 * texting slang ("kms", "wanna", "unalive") and common misspellings fixed, punctuation gone.
 */
const words: Record<string, string> = {
  // Contractions, with and without the apostrophe.
  "can't": 'cannot',
  cant: 'cannot',
  "don't": 'do not',
  dont: 'do not',
  "doesn't": 'does not',
  doesnt: 'does not',
  "didn't": 'did not',
  didnt: 'did not',
  "won't": 'will not',
  wont: 'will not',
  "wouldn't": 'would not',
  wouldnt: 'would not',
  "couldn't": 'could not',
  couldnt: 'could not',
  "shouldn't": 'should not',
  shouldnt: 'should not',
  "isn't": 'is not',
  isnt: 'is not',
  "aren't": 'are not',
  arent: 'are not',
  "wasn't": 'was not',
  wasnt: 'was not',
  "weren't": 'were not',
  werent: 'were not',
  "hasn't": 'has not',
  hasnt: 'has not',
  "haven't": 'have not',
  havent: 'have not',
  "hadn't": 'had not',
  hadnt: 'had not',
  "ain't": 'is not',
  aint: 'is not',
  "i'm": 'i am',
  im: 'i am',
  "i've": 'i have',
  ive: 'i have',
  "i'll": 'i will',
  "i'd": 'i would',
  "he's": 'he is',
  hes: 'he is',
  "she's": 'she is',
  shes: 'she is',
  "it's": 'it is',
  "that's": 'that is',
  thats: 'that is',
  "what's": 'what is',
  whats: 'what is',
  "there's": 'there is',
  theres: 'there is',
  "they're": 'they are',
  theyre: 'they are',
  "we're": 'we are',
  "you're": 'you are',
  youre: 'you are',
  "he'll": 'he will',
  "she'll": 'she will',
  "they'll": 'they will',
  "he'd": 'he would',
  "she'd": 'she would',
  // Texting.
  u: 'you',
  ur: 'your',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  dunno: 'do not know',
  idk: 'i do not know',
  cuz: 'because',
  bc: 'because',
  pls: 'please',
  plz: 'please',
  rn: 'right now',
  ppl: 'people',
  mum: 'mom',
  mama: 'mom',
  mommy: 'mom',
  hubby: 'husband',
  // Slang for dying and self-harm.
  kms: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill',
  unalived: 'killed',
  unaliving: 'killing',
  sewerslide: 'suicide',
  ctb: 'suicide',
  od: 'overdose',
  "od'd": 'overdosed',
  oded: 'overdosed',
  ded: 'dead',
  // Misspellings seen in messages typed in a hurry.
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  suacide: 'suicide',
  sucidal: 'suicidal',
  suicidel: 'suicidal',
  siezure: 'seizure',
  siezures: 'seizures',
  seisure: 'seizure',
  sezure: 'seizure',
  seizur: 'seizure',
  unconcious: 'unconscious',
  unconsious: 'unconscious',
  unconscous: 'unconscious',
  unresposive: 'unresponsive',
  unresponive: 'unresponsive',
  breathin: 'breathing',
  brething: 'breathing',
  breating: 'breathing',
  breahting: 'breathing',
  breathng: 'breathing',
  brethe: 'breathe',
  breate: 'breathe',
  chocking: 'choking',
  chokeing: 'choking',
  bleading: 'bleeding',
  bleding: 'bleeding',
  bleedin: 'bleeding',
  overdoes: 'overdose',
  overdoze: 'overdose',
  insullin: 'insulin',
  insuline: 'insulin',
  insulen: 'insulin',
  alergic: 'allergic',
  allergick: 'allergic',
  anaphalaxis: 'anaphylaxis',
  anafalaxis: 'anaphylaxis',
  dieing: 'dying',
  dyin: 'dying',
  kil: 'kill',
  myslef: 'myself',
  mysef: 'myself',
  himslef: 'himself',
  herslef: 'herself',
  confussed: 'confused',
  confued: 'confused',
  confuzed: 'confused',
  feaver: 'fever',
  fevor: 'fever',
  fevar: 'fever',
  hurtin: 'hurting',
  livin: 'living',
  missin: 'missing',
  alot: 'a lot',
  elses: "else's",
  pils: 'pills',
  pillz: 'pills',
  medz: 'meds',
  twise: 'twice',
  bleech: 'bleach',
  accidently: 'accidentally',
  accidentaly: 'accidentally',
  swolen: 'swollen',
  sweling: 'swelling',
  throte: 'throat',
  bloodsugar: 'blood sugar',
  heartattack: 'heart attack',
  selfharm: 'self harm',
};

const phrases: [RegExp, string][] = [
  [/\bcan not\b/g, 'cannot'],
  [/\bany more\b/g, 'anymore'],
  [/\bwonder(?:ed|ing) (off|away)\b/g, 'wandered $1'],
  [/\bsewer slide\b/g, 'suicide'],
];

function spellOut(text: string): string {
  const tokens = text.split(' ').map((token) => {
    const known = words[token];
    if (known !== undefined) return known;
    return token.replace(/^'+|'+$/g, '');
  });
  return phrases.reduce((out, [re, to]) => out.replace(re, to), tokens.join(' '));
}

function basic(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[^a-z0-9'\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The message in the rules' spelling (the first form of `normalisedForms`). */
export function normalise(text: string): string {
  return spellOut(basic(text).replace(/([a-z])\1{2,}/g, '$1$1'));
}

/**
 * A word stretched for emphasis could stand for either spelling ("sooo" is "so", "bleeeding" is
 * "bleeding"), so a message with a letter three times or more is read both ways.
 */
export function normalisedForms(text: string): string[] {
  const plain = basic(text);
  if (!/([a-z])\1{2,}/.test(plain)) return [spellOut(plain)];
  return [
    spellOut(plain.replace(/([a-z])\1{2,}/g, '$1$1')),
    spellOut(plain.replace(/([a-z])\1{2,}/g, '$1')),
  ];
}
