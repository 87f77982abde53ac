import { programsFor, spanishProgramsFor, type EligibilityAnswers } from '@tend/contracts';
import { savedCheckFor, savedRouteNote, type SavedEligibility } from './saved-route';

const texasSpouse: EligibilityAnswers = {
  relationship: 'spouse',
  benefits: ['medicaid', 'medicare'],
  age: '65_plus',
  state: 'TX',
  zipCode: '77002',
  condition: 'physical_disability',
};
const newJerseyDaughter: EligibilityAnswers = {
  relationship: 'parent',
  benefits: ['medicare'],
  age: '65_plus',
  state: 'NJ',
  zipCode: '07102',
  condition: 'dementia',
};
const saved = (answers: EligibilityAnswers): SavedEligibility => ({ answers, spanish: [] });

describe('the coach on being paid, from her saved check', () => {
  it('never sends a Texas spouse to a program that excludes spouses', () => {
    const note = savedRouteNote(saved(texasSpouse), 'en');
    expect(note).toContain('Texas’s Medicaid personal-care programs do not pay a spouse');
    expect(note).toContain('**Family Care (FC) – Consumer Directed Services option**');
    expect(note).toContain(
      'What it pays: At least the state attendant base wage of $10.60 an hour',
    );
    const excluding = programsFor('TX').filter((p) => p.payees.spouse.value === 'no');
    expect(excluding.length).toBeGreaterThan(0);
    for (const program of excluding) expect(note).not.toContain(program.name);
  });

  it('tells a New Jersey daughter of a Medicare-only mother: Medicaid first, JACC now', () => {
    const note = savedRouteNote(saved(newJerseyDaughter), 'en');
    expect(note).toMatch(/only once the person you care for has Medicaid; Medicare alone is not/);
    expect(note).toContain('Your best route there is **Jersey Assistance for Community Caregiving');
    expect(note).toContain('(1-877-222-3737)');
    expect(note).toContain('$929.88');
  });

  it('says it in Spanish, with the pay in Spanish', async () => {
    const spanish = await spanishProgramsFor('TX');
    const note = savedRouteNote({ answers: texasSpouse, spanish }, 'es');
    expect(note).toContain('Según su [revisión de elegibilidad](/eligibility)');
    expect(note).toContain('no pagan al esposo o la esposa');
    expect(note).toContain('Family Care (FC)');
    expect(note).toMatch(/Lo que paga: .*\$10\.60/);
    expect(note).not.toMatch(/What it pays|At least the state/);
  });

  it('leaves her check out of a question about another state or another person', () => {
    expect(savedCheckFor(saved(texasSpouse), 'TX', undefined)).toBeDefined();
    expect(savedCheckFor(saved(texasSpouse), undefined, 'spouse')).toBeDefined();
    expect(savedCheckFor(saved(texasSpouse), 'OH', undefined)).toBeUndefined();
    expect(savedCheckFor(saved(texasSpouse), 'TX', 'parent')).toBeUndefined();
    expect(savedCheckFor(null, 'TX', 'spouse')).toBeUndefined();
  });
});
