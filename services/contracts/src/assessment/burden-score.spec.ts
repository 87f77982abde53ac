import { BurdenQuestions, type BurdenQuestionId } from './burden-questions';
import {
  BURDEN_COMMENT_MAX_LENGTH,
  BurdenMessages,
  burdenLevel,
  burdenScore,
  readBurdenResponses,
  type BurdenLevel,
} from './burden-score';

/** Responses choosing, for each question in order, the option with the given item score. */
function responsesScoring(
  itemScores: number[],
  extra: { comment?: unknown; score?: unknown } = {},
) {
  return Object.fromEntries(
    BurdenQuestions.map((q, i) => {
      const option = q.options.find((o) => o.score === itemScores[i]);
      if (!option) throw new Error(`no option scoring ${itemScores[i]}`);
      return [q.id, { value: option.value, ...extra }];
    }),
  );
}

/** Ten item scores adding up to `sum`, spread as evenly as possible. */
function spread(sum: number): number[] {
  return Array.from({ length: 10 }, (_, i) => Math.floor(sum / 10) + (i < sum % 10 ? 1 : 0));
}

describe('burdenScore: the sum over 40 as a rounded percent', () => {
  it.each([
    [0, 0],
    [1, 3], // 2.5 rounds up
    [4, 10],
    [9, 23],
    [10, 25],
    [19, 48],
    [20, 50],
    [29, 73],
    [30, 75],
    [39, 98],
    [40, 100],
  ])('a sum of %i scores %i', (sum, score) => {
    expect(burdenScore(spread(sum))).toBe(score);
  });

  it('is the same for every way of reaching a sum', () => {
    expect(burdenScore([4, 4, 2, 0, 0, 0, 0, 0, 0, 0])).toBe(burdenScore(spread(10)));
  });
});

describe('burdenLevel at every boundary', () => {
  it.each<[number, BurdenLevel]>([
    [0, 'Low'],
    [24, 'Low'],
    [25, 'Mild'],
    [49, 'Mild'],
    [50, 'Moderate'],
    [74, 'Moderate'],
    [75, 'High'],
    [100, 'High'],
  ])('%i is %s', (score, level) => {
    expect(burdenLevel(score)).toBe(level);
  });
});

describe('readBurdenResponses', () => {
  it.each<[number, number, BurdenLevel]>([
    [0, 0, 'Low'],
    [9, 23, 'Low'],
    [10, 25, 'Mild'],
    [19, 48, 'Mild'],
    [20, 50, 'Moderate'],
    [29, 73, 'Moderate'],
    [30, 75, 'High'],
    [40, 100, 'High'],
  ])('answers adding up to %i score %i (%s)', (sum, score, level) => {
    const reading = readBurdenResponses(responsesScoring(spread(sum)));
    expect(reading).toMatchObject({ ok: true, score, level });
  });

  it('scores the option chosen and ignores every score sent with it', () => {
    const reading = readBurdenResponses(responsesScoring(spread(0), { score: 4 }));
    expect(reading).toMatchObject({ ok: true, score: 0, level: 'Low' });
    if (reading.ok) expect(reading.answers.every((a) => a.score === 0)).toBe(true);
  });

  it('scores the positively worded items high for their worse answers', () => {
    const responses = responsesScoring(spread(0));
    responses.physical_health = { value: 'struggling' };
    responses.support_adequacy = { value: 'never' };
    responses.personal_time = { value: 'hardly_ever' };
    responses.care_confidence = { value: 'not_sure' };
    expect(readBurdenResponses(responses)).toMatchObject({ ok: true, score: 40, level: 'Mild' });
  });

  it('keeps each comment, trimmed, with its answer, in the catalogue order', () => {
    const responses = responsesScoring(spread(12));
    responses.sleep_disruption = { value: 'most_days', comment: '  Up three times a night  ' };
    responses.overwhelmed = { value: 'hardly_ever', comment: '   ' };
    const reading = readBurdenResponses(responses);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.answers.map((a) => a.questionId)).toEqual(BurdenQuestions.map((q) => q.id));
    expect(reading.answers.find((a) => a.questionId === 'sleep_disruption')).toEqual({
      questionId: 'sleep_disruption',
      value: 'most_days',
      score: 3,
      comment: 'Up three times a night',
    });
    expect(reading.answers.find((a) => a.questionId === 'overwhelmed')?.comment).toBeNull();
  });

  const complete = () => responsesScoring(spread(15));
  const without = (...ids: BurdenQuestionId[]) => {
    const responses: Record<string, unknown> = complete();
    for (const id of ids) delete responses[id];
    return responses;
  };
  const replacing = (id: BurdenQuestionId, entry: unknown) => ({ ...complete(), [id]: entry });

  it.each<[string, unknown, string]>([
    ['nothing', undefined, BurdenMessages.notAMap],
    ['a list', [{ value: 'hardly_ever' }], BurdenMessages.notAMap],
    ['text', 'all fine', BurdenMessages.notAMap],
    ['an empty map', {}, BurdenMessages.missing(BurdenQuestions.map((q) => q.topic))],
    ['one missing', without('sleep_disruption'), BurdenMessages.missing(['Sleep'])],
    [
      'two missing',
      without('financial_strain', 'overwhelmed'),
      BurdenMessages.missing(['Feeling overwhelmed', 'Money']),
    ],
    [
      'an unknown question',
      { ...complete(), stress: { value: 'most_days' } },
      BurdenMessages.unknownQuestion('stress'),
    ],
    [
      'a prototype key',
      { ...complete(), constructor: { value: 'x' } },
      BurdenMessages.unknownQuestion('constructor'),
    ],
    [
      'an answer with no value',
      replacing('sleep_disruption', { score: 2 }),
      BurdenMessages.notAnAnswer('Sleep'),
    ],
    [
      'an answer that is not an object',
      replacing('sleep_disruption', 'most_days'),
      BurdenMessages.notAnAnswer('Sleep'),
    ],
    [
      'an option of another question',
      replacing('sleep_disruption', { value: 'strong' }),
      BurdenMessages.invalidOption('Sleep'),
    ],
    [
      'a label instead of a value',
      replacing('sleep_disruption', { value: 'Most days' }),
      BurdenMessages.invalidOption('Sleep'),
    ],
    [
      'a score instead of a value',
      replacing('sleep_disruption', { value: 3 }),
      BurdenMessages.invalidOption('Sleep'),
    ],
    [
      'a comment that is not text',
      replacing('sleep_disruption', { value: 'most_days', comment: 7 }),
      BurdenMessages.commentNotText('Sleep'),
    ],
    [
      'a comment that is too long',
      replacing('sleep_disruption', {
        value: 'most_days',
        comment: 'x'.repeat(BURDEN_COMMENT_MAX_LENGTH + 1),
      }),
      BurdenMessages.commentTooLong('Sleep'),
    ],
  ])('refuses %s with a plain message', (_what, responses, message) => {
    expect(readBurdenResponses(responses)).toEqual({ ok: false, message });
  });

  it('accepts a comment at the limit and an explicit null comment', () => {
    const responses = replacing('sleep_disruption', {
      value: 'most_days',
      comment: 'x'.repeat(BURDEN_COMMENT_MAX_LENGTH),
    });
    expect(readBurdenResponses(responses).ok).toBe(true);
    expect(
      readBurdenResponses(replacing('overwhelmed', { value: 'most_days', comment: null })).ok,
    ).toBe(true);
  });

  it('words its messages for a person', () => {
    expect(BurdenMessages.missing(['Sleep', 'Money'])).toBe(
      'Please answer every question before saving. Still to answer: Sleep, Money.',
    );
    expect(BurdenMessages.commentTooLong('Sleep')).toBe(
      'Your comment about sleep is too long: please keep it to 1,000 characters or fewer.',
    );
  });
});
