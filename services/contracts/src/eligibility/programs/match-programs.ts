import type { Language } from '../../common/language';
import type { EligibilityAnswers } from '../eligibility.schemas';
import { stateNameIn, UsStateNames } from '../us-states';
import { CriterionWordsByLanguage, type CriterionWords } from './criterion-words';
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

/** The program rule that decides whether the caregiver can be paid, by whom they care for. */
const payeeRule: Record<Relationship, keyof PaidCareProgram['payees']> = {
  spouse: 'spouse',
  parent: 'otherRelatives',
  grandparent: 'otherRelatives',
  adult_child: 'parentOfAdultChild',
  other_family: 'otherRelatives',
  friend: 'friend',
};

/** Whether a program can pay the caregiver of someone, by whom they care for (its own rule). */
export const paysCaregiverOf = (
  program: PaidCareProgram,
  relationship: Relationship,
): YesNoUnknown => program.payees[payeeRule[relationship]].value;

const statusOf: Record<YesNoUnknown, CriterionStatus> = {
  yes: 'met',
  no: 'not_met',
  unknown: 'unknown',
};

function payeeCriterion(
  program: PaidCareProgram,
  answers: ProgramAnswers,
  words: CriterionWords,
  language: Language,
): Criterion {
  const value = paysCaregiverOf(program, answers.relationship);
  const where = program.id.startsWith('us-')
    ? words.thisProgram
    : placeName(answers.state, language);
  return {
    status: statusOf[value],
    text: words.payee(where, words.who[answers.relationship], words.said[value]),
  };
}

function medicaidCriterion(
  program: PaidCareProgram,
  answers: ProgramAnswers,
  { medicaid: words }: CriterionWords,
): Criterion {
  const rule = program.medicaid.value;
  if (rule === 'not_required') return { status: 'met', text: words.notNeeded };
  const has = (benefit: ProgramAnswers['benefits'][number]) => answers.benefits.includes(benefit);
  if (has('medicaid') || has('medicare_medicaid'))
    return {
      status: rule === 'required' ? 'met' : 'unknown',
      text: rule === 'required' ? words.has : words.hasUnknownRule,
    };
  if (rule === 'unknown') return { status: 'unknown', text: words.unknownRule };
  if (has('ssi')) return { status: 'unknown', text: words.ssi };
  return { status: 'not_met', text: words.missing };
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

function ageCriterion(
  program: PaidCareProgram,
  answers: ProgramAnswers,
  { age: words }: CriterionWords,
): Criterion {
  const minimum = program.serves.minimumAge.value;
  if (minimum === 'unknown') return { status: 'unknown', text: words.unknown };
  if (minimum === null) return { status: 'met', text: words.any };
  if (youngestOfAgeGroup[answers.age] >= minimum)
    return { status: 'met', text: words.met(minimum) };
  if (oldestOfAgeGroup[answers.age] < minimum)
    return { status: 'not_met', text: words.notMet(minimum) };
  return { status: 'unknown', text: words.check(minimum) };
}

function conditionCriterion(
  program: PaidCareProgram,
  answers: ProgramAnswers,
  words: CriterionWords,
): Criterion[] {
  const served = program.serves.conditions?.value;
  if (!served) return [];
  const names = served.map((condition) => words.condition[condition]).join(words.conditionOr);
  if (served.includes(answers.condition))
    return [{ status: 'met', text: words.conditions.met(names) }];
  if (answers.condition === 'other')
    return [{ status: 'unknown', text: words.conditions.check(names) }];
  return [{ status: 'not_met', text: words.conditions.notMet(names) }];
}

function veteranCriterion(
  program: PaidCareProgram,
  answers: ProgramAnswers,
  words: CriterionWords,
): Criterion[] {
  if (!program.serves.veteransOnly) return [];
  const status = statusOf[answers.veteran ?? 'unknown'];
  return [{ status, text: words.veteran[status] }];
}

/** Criteria a single answer can rule out; anything not met among them makes a program unlikely. */
function verdictOf(criteria: Criterion[]): ProgramVerdict {
  const decisive = criteria.filter((criterion) => !criterion.assessedByState);
  if (decisive.some((criterion) => criterion.status === 'not_met')) return 'unlikely';
  if (decisive.every((criterion) => criterion.status === 'met')) return 'likely';
  return 'possible';
}

function placeName(state: string, language: Language): string {
  return state in UsStateNames ? stateNameIn(state as keyof typeof UsStateNames, language) : state;
}

/** One program, checked rule by rule against the answers, its reasons in `language`. */
export function matchProgram(
  program: PaidCareProgram,
  answers: ProgramAnswers,
  language: Language = 'en',
): ProgramMatch {
  const words = CriterionWordsByLanguage[language];
  const criteria: Criterion[] = [
    ...veteranCriterion(program, answers, words),
    payeeCriterion(program, answers, words, language),
    medicaidCriterion(program, answers, words),
    ageCriterion(program, answers, words),
    ...conditionCriterion(program, answers, words),
    {
      status: 'unknown',
      text: words.levelOfCare[program.serves.levelOfCare.value],
      assessedByState: true,
    },
  ];
  return { program, verdict: verdictOf(criteria), criteria };
}

const verdictOrder: Record<ProgramVerdict, number> = { likely: 0, possible: 1, unlikely: 2 };

/**
 * Every program of the state and the federal ones, each with its verdict and reasons, the likeliest
 * first (the dataset's order within a verdict), the reasons in `language`. A pure function: the web
 * app and the coach share it.
 */
export function matchPrograms(
  programs: readonly PaidCareProgram[],
  answers: ProgramAnswers,
  language: Language = 'en',
): ProgramMatch[] {
  return programs
    .map((program) => matchProgram(program, answers, language))
    .map((match, index) => ({ match, index }))
    .sort(
      (a, b) => verdictOrder[a.match.verdict] - verdictOrder[b.match.verdict] || a.index - b.index,
    )
    .map(({ match }) => match);
}
