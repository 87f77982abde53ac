/**
 * The caregiver burden check-in (docs/product-spec.md sections 2, 3 and 9): ten questions with the spec's ids, each
 * with five options scored 0 to 4. The wording is Tend's own (the Zarit Burden Interview is
 * copyrighted). Zod-free: the web's assessment screen and the server read this same catalogue.
 */
export const BURDEN_QUESTION_IDS = [
  'overwhelmed',
  'physical_health',
  'emotional_health',
  'social_isolation',
  'sleep_disruption',
  'financial_strain',
  'support_adequacy',
  'personal_time',
  'care_confidence',
  'future_concerns',
] as const;
export type BurdenQuestionId = (typeof BURDEN_QUESTION_IDS)[number];

/** An item's score: 0 is the lightest answer, 4 the heaviest. */
export type BurdenItemScore = 0 | 1 | 2 | 3 | 4;

export interface BurdenOption {
  /** Stable id of the option: what a response's `value` holds. */
  readonly value: string;
  readonly label: string;
  readonly score: BurdenItemScore;
}

export interface BurdenQuestion {
  readonly id: BurdenQuestionId;
  /** A short name for the topic, for results screens and messages ("Sleep"). */
  readonly topic: string;
  readonly text: string;
  /**
   * Asks about something good (health, help, time, confidence): the most of it is the lightest
   * answer, so the worse answers score high.
   */
  readonly positivelyWorded: boolean;
  /** In the order to show them: the lightest answer (score 0) first. */
  readonly options: readonly BurdenOption[];
}

type FiveOptions = readonly [
  [string, string],
  [string, string],
  [string, string],
  [string, string],
  [string, string],
];

/**
 * Options written from the least of the thing asked about to the most, scored 0..4, or 4..0 for a
 * positively worded question; shown lightest answer first on every question, so a tired person
 * never finds the scale flipped from one question to the next.
 */
function scale(positivelyWorded: boolean, options: FiveOptions): BurdenOption[] {
  const scored = options.map(([value, label], index) => ({
    value,
    label,
    score: (positivelyWorded ? 4 - index : index) as BurdenItemScore,
  }));
  return scored.sort((a, b) => a.score - b.score);
}

const howOften: FiveOptions = [
  ['hardly_ever', 'Hardly ever'],
  ['now_and_then', 'Now and then'],
  ['about_half_the_time', 'About half the time'],
  ['most_days', 'Most days'],
  ['nearly_every_day', 'Nearly every day'],
];

function question(
  id: BurdenQuestionId,
  topic: string,
  text: string,
  positivelyWorded: boolean,
  options: FiveOptions,
): BurdenQuestion {
  return { id, topic, text, positivelyWorded, options: scale(positivelyWorded, options) };
}

/** The ten questions, in the order they are asked. */
export const BurdenQuestions: readonly BurdenQuestion[] = [
  question(
    'overwhelmed',
    'Feeling overwhelmed',
    'Lately, how often does looking after your person feel like more than one person can manage?',
    false,
    howOften,
  ),
  question(
    'physical_health',
    'Your physical health',
    'How well is your own body holding up: your energy, aches and pains, keeping up with your own appointments?',
    true,
    [
      ['struggling', 'I am really struggling'],
      ['worn_down', 'Worn down'],
      ['up_and_down', 'Up and down'],
      ['mostly_fine', 'Mostly fine'],
      ['strong', 'Strong and well'],
    ],
  ),
  question(
    'emotional_health',
    'Your mood',
    'How often do you feel low, tense or close to tears because of everything on your plate?',
    false,
    howOften,
  ),
  question(
    'social_isolation',
    'Staying connected',
    'How often do you feel cut off from friends, family or the things you used to enjoy with others?',
    false,
    howOften,
  ),
  question(
    'sleep_disruption',
    'Sleep',
    'How often is your sleep broken or cut short by caregiving, whether by night-time help or by worry?',
    false,
    howOften,
  ),
  question(
    'financial_strain',
    'Money',
    'How much is caregiving stretching your money: care costs, hours you cannot work, bills piling up?',
    false,
    [
      ['not_at_all', 'Not at all'],
      ['a_little', 'A little'],
      ['noticeably', 'Noticeably'],
      ['a_lot', 'A lot'],
      ['constant_worry', 'It is a constant worry'],
    ],
  ),
  question(
    'support_adequacy',
    'Help from others',
    'When you need a hand or a break, how often is there someone who can step in?',
    true,
    [
      ['never', 'Never'],
      ['rarely', 'Rarely'],
      ['sometimes', 'Sometimes'],
      ['usually', 'Usually'],
      ['always', 'Whenever I need it'],
    ],
  ),
  question(
    'personal_time',
    'Time for yourself',
    'How often do you get time that is just yours, to rest, see a friend or do something you enjoy?',
    true,
    [
      ['hardly_ever', 'Hardly ever'],
      ['once_in_a_while', 'Once in a while'],
      ['about_weekly', 'About once a week'],
      ['few_times_a_week', 'A few times a week'],
      ['most_days', 'Most days'],
    ],
  ),
  question(
    'care_confidence',
    'Confidence in caring',
    'How sure do you feel that you know how to handle the care your person needs?',
    true,
    [
      ['not_sure', 'Not sure at all'],
      ['not_very_sure', 'Not very sure'],
      ['somewhat_sure', 'Somewhat sure'],
      ['fairly_sure', 'Fairly sure'],
      ['very_sure', 'Very sure'],
    ],
  ),
  question(
    'future_concerns',
    'The months ahead',
    'How often do worries about the months ahead (their health, your plans, who else could help) weigh on you?',
    false,
    howOften,
  ),
];

const questionsById = new Map(BurdenQuestions.map((q) => [q.id, q]));

export function isBurdenQuestionId(id: string): id is BurdenQuestionId {
  return questionsById.has(id as BurdenQuestionId);
}

export function burdenQuestion(id: BurdenQuestionId): BurdenQuestion {
  return questionsById.get(id) as BurdenQuestion;
}

/** The score of an option chosen for a question, or undefined when it is not one of its options. */
export function burdenOptionScore(
  id: BurdenQuestionId,
  value: unknown,
): BurdenItemScore | undefined {
  return burdenQuestion(id).options.find((option) => option.value === value)?.score;
}
