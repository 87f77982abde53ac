import { US_STATES } from '../eligibility.scoring';
import { sourceKeysOf } from './program.schema';
import { ProgramFileCodes, statePrograms } from './paid-care-programs';

/** The ten most populous states and New Jersey: the issue asks these in full detail. */
const detailedStates = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'NJ'];

describe('the paid-care programs dataset', () => {
  it('has a file for every state, DC and the federal programs, each valid against its schema', () => {
    expect([...ProgramFileCodes].sort()).toEqual([...US_STATES, 'DC', 'US'].sort());
    for (const code of ProgramFileCodes) {
      const file = statePrograms(code);
      expect([code, file.state]).toEqual([code, code]);
      expect(file.programs.length).toBeGreaterThan(0);
    }
  });

  it('gives every program an agency, a way to apply, and a source for each rule', () => {
    for (const code of ProgramFileCodes) {
      const file = statePrograms(code);
      for (const program of file.programs) {
        expect(program.apply.agency.length).toBeGreaterThan(2);
        expect(program.apply.url).toMatch(/^https?:\/\//);
        expect(program.apply.howTo.length).toBeGreaterThan(9);
        for (const key of sourceKeysOf(program)) expect(file.sources[key]?.url).toMatch(/^https:/);
      }
    }
  });

  it('covers the ten most populous states and New Jersey in full detail, and the VA programs', () => {
    for (const state of detailedStates)
      expect([state, statePrograms(state as 'NJ').depth]).toEqual([state, 'full']);
    const federal = statePrograms('US').programs.map((program) => program.id);
    expect(federal).toEqual(
      expect.arrayContaining([
        'us-va-comprehensive-assistance-family-caregivers',
        'us-va-veteran-directed-care',
      ]),
    );
  });

  it('uses program ids once across the whole dataset', () => {
    const ids = ProgramFileCodes.flatMap((code) => statePrograms(code).programs.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
