import type { ProgramAnswers } from './match-programs';
import { programsFor } from './paid-care-programs';
import { stateRoute } from './state-route';

const route = (answers: ProgramAnswers) => stateRoute(programsFor(answers.state), answers);

describe("stateRoute: what her state's programs mean for her answers", () => {
  it('sends a New Jersey daughter whose mother has Medicare only to JACC: Medicaid first for PPP', () => {
    const nj = route({
      state: 'NJ',
      relationship: 'parent',
      benefits: ['medicare'],
      age: '65_plus',
      condition: 'dementia',
    });
    expect(nj.rule).toBe('medicaid_first');
    expect(nj.best?.program.id).toBe('nj-jacc-participant-employed-provider');
    expect(nj.best?.verdict).toBe('likely');
    expect(nj.pay).toMatch(/\$929\.88 per participant per month/);
    expect(nj.medicaid?.program.id).toBe('nj-personal-preference-program');
    expect(nj.medicaid?.verdict).toBe('unlikely');
    expect(nj.support?.program.id).toBe('nj-jacc-participant-employed-provider');
  });

  it('never sends a Texas spouse to a Medicaid program: none of them pays a spouse', () => {
    const tx = route({
      state: 'TX',
      relationship: 'spouse',
      benefits: ['medicaid', 'medicare'],
      age: '65_plus',
      condition: 'physical_disability',
    });
    expect(tx.rule).toBe('spouse_not_paid');
    // Family Care's rule on spouses is unconfirmed: the one to ask about, not a promise.
    expect(tx.best?.program.id).toBe('tx-family-care');
    expect(tx.best?.verdict).toBe('possible');
    expect(tx.best?.program.payees.spouse.value).not.toBe('no');
    expect(tx.medicaid?.verdict).toBe('unlikely');
    expect(tx.pay).toMatch(/\$10\.60 an hour/);
  });

  it('names the VA only to a spouse who said the person served', () => {
    const answers: ProgramAnswers = {
      state: 'TX',
      relationship: 'spouse',
      benefits: ['none'],
      age: '18_64',
      condition: 'physical_disability',
    };
    expect(route(answers).best?.program.id).toBe('tx-family-care');
    const veteran = route({ ...answers, veteran: 'yes' });
    expect(veteran.best?.program.id).toBe('tx-family-care');
    const ohioVeteran = route({ ...answers, state: 'OH', veteran: 'yes' });
    expect(ohioVeteran.best?.program.id).toMatch(/^us-va-/);
    expect(route({ ...answers, state: 'OH' }).best?.program.serves.veteransOnly).not.toBe(true);
  });

  it('sends an Ohio son whose father has Medicaid to PASSPORT, with what PASSPORT says it pays', () => {
    const oh = route({
      state: 'OH',
      relationship: 'parent',
      benefits: ['medicaid'],
      age: '65_plus',
      condition: 'aging_related',
    });
    expect(oh.rule).toBe('medicaid_fits');
    expect(oh.best?.program.id).toBe('oh-passport-consumer-directed');
    expect(oh.best?.verdict).toBe('likely');
    // "amounts not confirmed" is still what the dataset says it pays.
    expect(oh.pay).toMatch(/Hourly/);
    expect(oh.support).toBeUndefined();
  });

  it('asks an Ohio son whose father has Medicare only to get Medicaid first', () => {
    const oh = route({
      state: 'OH',
      relationship: 'parent',
      benefits: ['medicare'],
      age: '65_plus',
      condition: 'aging_related',
    });
    expect(oh.rule).toBe('medicaid_first');
    expect(oh.best).toBeUndefined();
    expect(oh.pay).toBeUndefined();
  });
});
