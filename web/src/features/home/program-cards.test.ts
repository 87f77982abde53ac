import { programsFor, stateRoute, type ProgramAnswers } from '@tend/contracts';
import { stateProgramCards } from './program-cards';

const cardsFor = (answers: ProgramAnswers, score: number) =>
  stateProgramCards(
    [{ programType: 'medicaid_pas', eligibilityScore: score }],
    stateRoute(programsFor(answers.state), answers),
  ).map(({ programType, status, program, rule }) => ({
    programType,
    status,
    program: program?.program.id,
    rule,
  }));

describe("Home's program cards made true for her state", () => {
  it('tells a New Jersey daughter whose mother has Medicare only: PPP needs Medicaid, JACC fits', () => {
    const cards = cardsFor(
      {
        state: 'NJ',
        relationship: 'parent',
        benefits: ['medicare'],
        age: '65_plus',
        condition: 'dementia',
      },
      80,
    );
    expect(cards).toEqual([
      {
        programType: 'medicaid_pas',
        status: 'unlikely',
        program: 'nj-personal-preference-program',
        rule: 'medicaid_first',
      },
      {
        programType: 'family_support',
        status: 'likely',
        program: 'nj-jacc-participant-employed-provider',
        rule: undefined,
      },
    ]);
  });

  it('never tells a Texas spouse a Medicaid program is hers: none pays a spouse', () => {
    const [medicaid, family] = cardsFor(
      {
        state: 'TX',
        relationship: 'spouse',
        benefits: ['medicaid'],
        age: '65_plus',
        condition: 'physical_disability',
      },
      90,
    );
    expect(medicaid).toMatchObject({ status: 'unlikely', rule: 'spouse_not_paid' });
    expect(family).toMatchObject({ status: 'review', program: 'tx-family-care' });
  });

  it("keeps the spec's Eligible for an Ohio son whose father has Medicaid, on PASSPORT", () => {
    const cards = cardsFor(
      {
        state: 'OH',
        relationship: 'parent',
        benefits: ['medicaid'],
        age: '65_plus',
        condition: 'aging_related',
      },
      80,
    );
    expect(cards[0]).toMatchObject({
      status: 'eligible',
      program: 'oh-passport-consumer-directed',
      rule: 'medicaid_fits',
    });
    // Ohio has no program without Medicaid in the dataset: the spec's default card stays.
    expect(cards[1]).toEqual({
      programType: 'family_support',
      status: 'review',
      program: undefined,
      rule: undefined,
    });
  });

  it("keeps the spec's hiding of a score under 60", () => {
    const cards = cardsFor(
      { state: 'OH', relationship: 'friend', benefits: ['none'], age: '18_64', condition: 'other' },
      50,
    );
    expect(cards.map((card) => card.programType)).toEqual(['family_support']);
  });
});
