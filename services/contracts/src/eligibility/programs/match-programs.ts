import type { EligibilityAnswers } from '../eligibility.schemas';
import { UsStateNames } from '../us-states';
import type { PaidCareProgram, YesNoUnknown } from './program.schema';

/** The checker's answers a program's rules are matched against (veteran: only when asked). */
export type ProgramAnswers = Pick<
  EligibilityAnswers,
  'relationship' | 'benefits' | 'age' | 'state' | 'condition'
> & { veteran?: 'yes' | 'no' | 'unknown' };

export type CriterionStatus = 'met' | 'not_met' | 'unknown';

/** One rule of a program, checked against the answers, in words a caregiver reads. */
export interface Criterion {
  status: CriterionStatus;
  text: string;
  /** A rule nobody can settle from six answers (the state assesses it): never lowers the verdict. */
  assessedByState?: boolean;
}

export type ProgramVerdict = 'likely' | 'possible' | 'unlikely';

export interface ProgramMatch {
  program: PaidCareProgram;
  verdict: ProgramVerdict;
  criteria: Criterion[];
}

type Relationship = ProgramAnswers['relationship'];

/** Who the caregiver would be, by whom they care for, and the program rule that decides it. */
const payeeRule: Record<Relationship, { who: string; rule: keyof PaidCareProgram['payees'] }> = {
  spouse: { who: 'a spouse', rule: 'spouse' },
  parent: { who: 'an adult child caring for a parent', rule: 'otherRelatives' },
  grandparent: { who: 'a grandchild', rule: 'otherRelatives' },
  adult_child: { who: 'a parent caring for an adult child', rule: 'parentOfAdultChild' },
  other_family: { who: 'a relative', rule: 'otherRelatives' },
  friend: { who: 'a friend or neighbor', rule: 'friend' },
};

/** Whether a program can pay the caregiver of someone, by whom they care for (its own rule). */
export const paysCaregiverOf = (
  program: PaidCareProgram,
  relationship: Relationship,
): YesNoUnknown => program.payees[payeeRule[relationship].rule].value;

const statusOf: Record<YesNoUnknown, CriterionStatus> = {
  yes: 'met',
  no: 'not_met',
  unknown: 'unknown',
};

function payeeCriterion(program: PaidCareProgram, answers: ProgramAnswers): Criterion {
  const { who, rule } = payeeRule[answers.relationship];
  const value = program.payees[rule].value;
  const where = program.id.startsWith('us-') ? 'This program' : placeName(answers.state);
  const said = { yes: 'yes', no: 'no', unknown: "we don't know yet — ask the agency" }[value];
  return { status: statusOf[value], text: `${where} lets ${who} be paid here: ${said}.` };
}

function medicaidCriterion(program: PaidCareProgram, answers: ProgramAnswers): Criterion {
  const rule = program.medicaid.value;
  if (rule === 'not_required') return { status: 'met', text: 'Medicaid is not needed.' };
  const has = (benefit: ProgramAnswers['benefits'][number]) => answers.benefits.includes(benefit);
  if (has('medicaid') || has('medicare_medicaid'))
    return {
      status: rule === 'required' ? 'met' : 'unknown',
      text:
        rule === 'required'
          ? 'The person you care for gets Medicaid: met.'
          : 'They get Medicaid; whether this program needs it, we do not know yet.',
    };
  if (rule === 'unknown')
    return { status: 'unknown', text: 'Whether this program needs Medicaid: we do not know yet.' };
  if (has('ssi'))
    return {
      status: 'unknown',
      text: 'Needs Medicaid. SSI usually comes with Medicaid: check that they have it.',
    };
  return {
    status: 'not_met',
    text: 'Needs Medicaid, which they do not get yet. They may qualify: the state Medicaid office can tell you.',
  };
}

const youngestOfAgeGroup: Record<ProgramAnswers['age'], number> = {
  under_18: 0,
  '18_64': 18,
  '65_plus': 65,
};
const oldestOfAgeGroup: Record<ProgramAnswers['age'], number> = {
  under_18: 17,
  '18_64': 64,
  '65_plus': 200,
};

function ageCriterion(program: PaidCareProgram, answers: ProgramAnswers): Criterion {
  const minimum = program.serves.minimumAge.value;
  if (minimum === 'unknown')
    return { status: 'unknown', text: 'The ages it serves: we do not know yet.' };
  if (minimum === null) return { status: 'met', text: 'Serves people of any age: met.' };
  if (youngestOfAgeGroup[answers.age] >= minimum)
    return { status: 'met', text: `Serves people ${minimum} or older: met.` };
  if (oldestOfAgeGroup[answers.age] < minimum)
    return { status: 'not_met', text: `Serves people ${minimum} or older: not met.` };
  return {
    status: 'unknown',
    text: `Serves people ${minimum} or older (or younger with a disability, in some programs): check their age.`,
  };
}

const levelOfCareText: Record<PaidCareProgram['serves']['levelOfCare']['value'], string> = {
  nursing_home: "Needs a nursing-home level of care: we don't know yet — the state assesses it.",
  daily_activities:
    "Needs hands-on help with daily activities (bathing, dressing, eating): we don't know yet — the state assesses it.",
  veteran_assessed: "The veteran's care needs: VA assesses them.",
  unknown: 'The level of care it needs: we do not know yet.',
};

/** The checker's condition answers as the reasons name them. */
const conditionText: Record<ProgramAnswers['condition'], string> = {
  dementia: "dementia or Alzheimer's",
  physical_disability: 'a physical disability',
  intellectual_disability: 'an intellectual or developmental disability',
  chronic_illness: 'a chronic illness',
  mental_health: 'a mental health condition',
  aging_related: 'needs that come with age',
  other: 'another condition',
};

function conditionCriterion(program: PaidCareProgram, answers: ProgramAnswers): Criterion[] {
  const served = program.serves.conditions?.value;
  if (!served) return [];
  const names = served.map((condition) => conditionText[condition]).join(' or ');
  if (served.includes(answers.condition))
    return [{ status: 'met', text: `Serves people with ${names}: met.` }];
  if (answers.condition === 'other')
    return [
      { status: 'unknown', text: `Serves only people with ${names}: check their diagnosis.` },
    ];
  return [{ status: 'not_met', text: `Serves only people with ${names}: not met.` }];
}

function veteranCriterion(program: PaidCareProgram, answers: ProgramAnswers): Criterion[] {
  if (!program.serves.veteransOnly) return [];
  const status = statusOf[answers.veteran ?? 'unknown'];
  const text = {
    met: 'For veterans and their family caregivers: met.',
    not_met: 'For veterans and their family caregivers only: not met.',
    unknown: 'For veterans and their family caregivers only: did they serve in the military?',
  }[status];
  return [{ status, text }];
}

/** Criteria a single answer can rule out; anything not met among them makes a program unlikely. */
function verdictOf(criteria: Criterion[]): ProgramVerdict {
  const decisive = criteria.filter((criterion) => !criterion.assessedByState);
  if (decisive.some((criterion) => criterion.status === 'not_met')) return 'unlikely';
  if (decisive.every((criterion) => criterion.status === 'met')) return 'likely';
  return 'possible';
}

function placeName(state: string): string {
  return UsStateNames[state as keyof typeof UsStateNames] ?? state;
}

/** One program, checked rule by rule against the answers. */
export function matchProgram(program: PaidCareProgram, answers: ProgramAnswers): ProgramMatch {
  const criteria: Criterion[] = [
    ...veteranCriterion(program, answers),
    payeeCriterion(program, answers),
    medicaidCriterion(program, answers),
    ageCriterion(program, answers),
    ...conditionCriterion(program, answers),
    {
      status: 'unknown',
      text: levelOfCareText[program.serves.levelOfCare.value],
      assessedByState: true,
    },
  ];
  return { program, verdict: verdictOf(criteria), criteria };
}

const verdictOrder: Record<ProgramVerdict, number> = { likely: 0, possible: 1, unlikely: 2 };

/**
 * Every program of the state and the federal ones, each with its verdict and reasons, the likeliest
 * first (the dataset's order within a verdict). A pure function: the web app and the coach share it.
 */
export function matchPrograms(
  programs: readonly PaidCareProgram[],
  answers: ProgramAnswers,
): ProgramMatch[] {
  return programs
    .map((program) => matchProgram(program, answers))
    .map((match, index) => ({ match, index }))
    .sort(
      (a, b) => verdictOrder[a.match.verdict] - verdictOrder[b.match.verdict] || a.index - b.index,
    )
    .map(({ match }) => match);
}
