import { eligibilityBand, eligibilityScore, programCardStatus } from './eligibility.scoring';

describe('eligibility score (docs/product-spec.md section 9)', () => {
  it.each([
    // benefits, relationship, age, condition, expected
    [['medicaid'], 'spouse', '65_plus', 'dementia', 95],
    [['medicare_medicaid', 'ssi', 'snap'], 'adult_child', '65_plus', 'dementia', 100], // capped
    [['medicare'], 'parent', '18_64', 'physical_disability', 70],
    [['medicare', 'medicaid'], 'friend', 'under_18', 'other', 65], // medicaid wins over medicare
    [['ssdi', 'tanf'], 'grandparent', '18_64', 'chronic_illness', 75],
    [['none'], 'other_family', 'under_18', 'mental_health', 30],
    [[], 'friend', '18_64', 'intellectual_disability', 45],
  ])('%j %s %s %s -> %i', (benefits, relationship, age, condition, expected) => {
    expect(eligibilityScore({ benefits, relationship, age, condition })).toBe(expected);
  });

  it.each([
    [100, 'eligible'],
    [80, 'eligible'],
    [79, 'likely'],
    [60, 'likely'],
    [59, 'possible'],
    [40, 'possible'],
    [39, 'unlikely'],
    [0, 'unlikely'],
  ])('band of %i is %s', (score, band) => {
    expect(eligibilityBand(score)).toBe(band);
  });

  it.each([
    [80, 'eligible'],
    [60, 'likely'],
    [59, null],
  ])('home card status of %i is %s', (score, status) => {
    expect(programCardStatus(score)).toBe(status);
  });
});
