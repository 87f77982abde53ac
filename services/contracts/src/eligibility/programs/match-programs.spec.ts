import { matchPrograms, type ProgramAnswers, type ProgramVerdict } from './match-programs';
import { programsFor } from './paid-care-programs';

const base: Omit<ProgramAnswers, 'state'> = {
  relationship: 'parent',
  benefits: ['medicaid'],
  age: '65_plus',
  condition: 'dementia',
};

type Case = [
  name: string,
  answers: ProgramAnswers,
  programId: string,
  verdict: ProgramVerdict,
  reasons: string[],
];

/** One case or more per detailed state; each names the rule that decides it. */
const cases: Case[] = [
  [
    "NJ: a parent with dementia, in the developmental disabilities division's program",
    { ...base, state: 'NJ' },
    'nj-ddd-self-directed-employee',
    'unlikely',
    ['Serves only people with an intellectual or developmental disability: not met.'],
  ],
  [
    'NJ: an adult child with a developmental disability, in the same program',
    {
      ...base,
      state: 'NJ',
      relationship: 'adult_child',
      age: '18_64',
      condition: 'intellectual_disability',
    },
    'nj-ddd-self-directed-employee',
    'possible',
    ['Serves people with an intellectual or developmental disability: met.'],
  ],
  [
    "NV: a condition the checker can't name, in the dementia caregiving waiver",
    { ...base, state: 'NV', condition: 'other' },
    'nv-structured-family-caregiving-waiver',
    'possible',
    ["Serves only people with dementia or Alzheimer's: check their diagnosis."],
  ],
  [
    'NJ: a daughter of a mother on Medicaid, in the Personal Preference Program',
    { ...base, state: 'NJ' },
    'nj-personal-preference-program',
    'likely',
    [
      'New Jersey lets an adult child caring for a parent be paid here: yes.',
      'The person you care for gets Medicaid: met.',
    ],
  ],
  [
    'NJ: a spouse may be paid in the Personal Preference Program',
    { ...base, state: 'NJ', relationship: 'spouse' },
    'nj-personal-preference-program',
    'likely',
    ['New Jersey lets a spouse be paid here: yes.'],
  ],
  [
    'TX: a spouse, in a state that does not pay spouses',
    { ...base, state: 'TX', relationship: 'spouse' },
    'tx-community-first-choice',
    'unlikely',
    ['Texas lets a spouse be paid here: no.'],
  ],
  [
    'TX: the same answers from an adult child',
    { ...base, state: 'TX' },
    'tx-community-first-choice',
    'likely',
    ['Texas lets an adult child caring for a parent be paid here: yes.'],
  ],
  [
    'FL: someone without Medicaid, in a program that needs it',
    { ...base, state: 'FL', benefits: ['medicare'] },
    'fl-smmc-ltc-participant-direction-option',
    'unlikely',
    [
      'Needs Medicaid, which they do not get yet. They may qualify: the state Medicaid office can tell you.',
    ],
  ],
  [
    'FL: without Medicaid, a state-funded program that does not need it',
    { ...base, state: 'FL', benefits: ['medicare'] },
    'fl-home-care-for-the-elderly',
    'likely',
    ['Medicaid is not needed.', 'Serves people 60 or older: met.'],
  ],
  [
    'NY: a spouse cannot be a CDPAP aide',
    { ...base, state: 'NY', relationship: 'spouse' },
    'ny-consumer-directed-personal-assistance-program',
    'unlikely',
    ['New York lets a spouse be paid here: no.'],
  ],
  [
    'NY: SSI without a Medicaid answer is worth checking, not a no',
    { ...base, state: 'NY', benefits: ['ssi'] },
    'ny-consumer-directed-personal-assistance-program',
    'possible',
    ['Needs Medicaid. SSI usually comes with Medicaid: check that they have it.'],
  ],
  [
    'CA: a husband on Medi-Cal may be paid through IHSS',
    { ...base, state: 'CA', relationship: 'spouse' },
    'ca-in-home-supportive-services',
    'likely',
    ['California lets a spouse be paid here: yes.'],
  ],
  [
    'PA: Community HealthChoices does not pay spouses',
    { ...base, state: 'PA', relationship: 'spouse' },
    'pa-community-healthchoices-participant-directed',
    'unlikely',
    ['Pennsylvania lets a spouse be paid here: no.'],
  ],
  [
    'GA: Structured Family Caregiving does not pay spouses',
    { ...base, state: 'GA', relationship: 'spouse' },
    'ga-structured-family-caregiving',
    'unlikely',
    ['Georgia lets a spouse be paid here: no.'],
  ],
  [
    'IL: a younger spouse, no Medicaid, in the Home Services Program',
    { ...base, state: 'IL', relationship: 'spouse', benefits: ['none'], age: '18_64' },
    'il-home-services-program',
    'likely',
    ['Medicaid is not needed.', 'Serves people 18 or older: met.'],
  ],
  [
    'OH: PASSPORT does not pay a parent caring for an adult child',
    { ...base, state: 'OH', relationship: 'adult_child', age: '18_64' },
    'oh-passport-consumer-directed',
    'unlikely',
    [
      'Ohio lets a parent caring for an adult child be paid here: no.',
      'Serves people 60 or older (or younger with a disability, in some programs): check their age.',
    ],
  ],
  [
    'MI: Home Help does not pay spouses',
    { ...base, state: 'MI', relationship: 'spouse' },
    'mi-home-help',
    'unlikely',
    ['Michigan lets a spouse be paid here: no.'],
  ],
  [
    'NC: a veteran’s wife, with the VA caregivers program',
    { ...base, state: 'NC', relationship: 'spouse', benefits: ['none'], veteran: 'yes' },
    'us-va-comprehensive-assistance-family-caregivers',
    'likely',
    [
      'For veterans and their family caregivers: met.',
      'This program lets a spouse be paid here: yes.',
    ],
  ],
  [
    'NC: the VA program when nobody said whether they served',
    { ...base, state: 'NC', relationship: 'spouse' },
    'us-va-comprehensive-assistance-family-caregivers',
    'possible',
    ['For veterans and their family caregivers only: did they serve in the military?'],
  ],
  [
    'NC: the VA program for someone who never served',
    { ...base, state: 'NC', veteran: 'no' },
    'us-va-comprehensive-assistance-family-caregivers',
    'unlikely',
    ['For veterans and their family caregivers only: not met.'],
  ],
];

describe('matching paid-care programs with reasons', () => {
  it.each(cases)('%s', (_name, answers, programId, verdict, reasons) => {
    const match = matchPrograms(programsFor(answers.state), answers).find(
      (candidate) => candidate.program.id === programId,
    );
    expect(match?.verdict).toBe(verdict);
    const texts = match?.criteria.map((criterion) => criterion.text) ?? [];
    for (const reason of reasons) expect(texts).toContain(reason);
  });

  it('never lets the level of care, which only the state can assess, lower a verdict', () => {
    const matches = matchPrograms(programsFor('NJ'), { ...base, state: 'NJ' });
    const ppp = matches.find((match) => match.program.id === 'nj-personal-preference-program');
    expect(ppp?.criteria).toContainEqual({
      status: 'unknown',
      text: "Needs hands-on help with daily activities (bathing, dressing, eating): we don't know yet — the state assesses it.",
      assessedByState: true,
    });
    expect(ppp?.verdict).toBe('likely');
  });

  it('lists the state’s programs and the federal ones, likeliest first', () => {
    const matches = matchPrograms(programsFor('TX'), {
      ...base,
      state: 'TX',
      relationship: 'spouse',
    });
    expect(matches.some((match) => match.program.id.startsWith('tx-'))).toBe(true);
    expect(matches.some((match) => match.program.id.startsWith('us-va-'))).toBe(true);
    const order = { likely: 0, possible: 1, unlikely: 2 };
    const ranks = matches.map((match) => order[match.verdict]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
