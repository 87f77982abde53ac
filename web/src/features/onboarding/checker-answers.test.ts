import { conditionsFromChecker, locationFromChecker } from './checker-answers';
import { readEligibilityPrefill } from './onboarding-prefill';
import { storeEligibilityData } from '../eligibility/eligibility-data';

describe("the checker's answers carried to onboarding", () => {
  it.each([
    ['dementia', ['dementia']],
    ['physical_disability', ['mobility_issues']],
    ['chronic_illness', ['chronic_conditions']],
    ['mental_health', []],
    ['other', []],
  ] as const)('%s becomes %j', (condition, expected) => {
    expect(conditionsFromChecker(condition)).toEqual(expected);
  });

  it('says where she lives by state and ZIP code', () => {
    expect(locationFromChecker({ state: 'NJ', zipCode: '07102' })).toBe('NJ 07102');
  });

  it('keeps dementia, the relationship, the insurance and the place in the stored carry-over', () => {
    storeEligibilityData({
      relationship: 'adult_child',
      benefits: ['medicare'],
      age: '65_plus',
      state: 'NJ',
      zipCode: '07102',
      condition: 'dementia',
    });
    expect(readEligibilityPrefill()).toEqual({
      relationship: 'adult_child',
      insuranceType: 'medicare',
      conditions: ['dementia'],
      location: 'NJ 07102',
    });
  });

  it('reads a carry-over without answers (an older one, or the data parameter) as before', () => {
    window.localStorage.setItem(
      'eligibilityData',
      JSON.stringify({ fromEligibilityCheck: true, relationship: 'spouse' }),
    );
    expect(readEligibilityPrefill()).toEqual({ relationship: 'spouse' });
  });
});
