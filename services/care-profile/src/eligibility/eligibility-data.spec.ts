import { assessEligibility, readEligibilityData } from './eligibility-data';

const answers = {
  relationship: 'parent',
  benefits: ['medicare'],
  age: '18_64',
  state: 'NJ',
  zipCode: '07102',
  condition: 'other',
};
const json = (value: unknown) => JSON.stringify(value);

describe('readEligibilityData', () => {
  it.each([
    ['flat answers', json(answers), true],
    [
      'answers with a browser score and carry-over beside them',
      json({
        ...answers,
        eligibilityScore: 100,
        fromEligibilityCheck: true,
        insuranceType: 'medicare',
      }),
      true,
    ],
    ['answers nested under answers', json({ answers, eligibilityScore: 100 }), true],
    ['percent-encoded JSON', encodeURIComponent(json(answers)), true],
  ])('reads %s', (_case, raw, ok) => {
    const reading = readEligibilityData(raw);
    expect(reading.ok).toBe(ok);
    if (reading.ok) expect(reading.answers).toEqual(answers);
  });

  it.each([
    ['not JSON', 'hello', 'not a JSON object'],
    ['a JSON list', json([answers]), 'not a JSON object'],
    ['JSON null', 'null', 'not a JSON object'],
    ['no relationship', json({ ...answers, relationship: '' }), 'Relationship is required'],
    ['an unknown relationship', json({ ...answers, relationship: 'cousin' }), undefined],
    ['no benefits', json({ ...answers, benefits: [] }), 'Please select at least one benefit'],
    ['no age', json({ ...answers, age: undefined }), 'Age is required'],
    ['no state', json({ ...answers, state: '' }), 'State is required'],
    ['a short zip code', json({ ...answers, zipCode: '0710' }), 'Valid zip code is required'],
    [
      'a zip code that is not digits',
      json({ ...answers, zipCode: 'abcde' }),
      'Valid zip code is required',
    ],
    ['no condition', json({ ...answers, condition: '' }), 'Condition is required'],
    ['too long', json({ ...answers, pad: 'x'.repeat(5000) }), 'too long'],
  ])('refuses %s', (_case, raw, reason) => {
    const reading = readEligibilityData(raw);
    expect(reading.ok).toBe(false);
    if (!reading.ok && reason) expect(reading.reason).toBe(reason);
  });
});

describe('assessEligibility', () => {
  it.each([
    ['medicare, parent, 18-64, other', answers, 65],
    [
      'everything at its highest is capped at 100',
      {
        ...answers,
        benefits: ['medicaid', 'ssi', 'snap'],
        relationship: 'spouse',
        age: '65_plus',
        condition: 'dementia',
      },
      100,
    ],
    [
      'friend, under 18, none',
      { ...answers, benefits: ['none'], relationship: 'friend', age: 'under_18' },
      30,
    ],
  ] as const)('%s scores %i', (_case, input, score) => {
    expect(assessEligibility({ ...input, benefits: [...input.benefits] } as never)).toMatchObject({
      programType: 'medicaid_pas',
      eligibilityScore: score,
      status: 'assessed',
    });
  });

  it('gives the same answers in another order the same key', () => {
    const a = assessEligibility({ ...answers, benefits: ['ssi', 'medicare'] } as never);
    const b = assessEligibility({ ...answers, benefits: ['medicare', 'ssi', 'ssi'] } as never);
    expect(a.answersKey).toBe(b.answersKey);
    expect(assessEligibility(answers as never).answersKey).not.toBe(a.answersKey);
  });
});
