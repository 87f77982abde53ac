import figuresFile from './safety-figures.json';
import { someSafetyFigures } from '../../test/factories';
import { latestFigures, parseSafetyFigures } from './safety-figures';

const valid = someSafetyFigures();

describe('safety-figures.json, as the evaluation script writes it', () => {
  it('matches the schema the page reads (a file that does not fails the build)', () => {
    expect(latestFigures).toEqual(parseSafetyFigures(figuresFile));
    expect(latestFigures.set).toBe('untouched');
  });

  it('takes nulls for figures not yet measured, and measured ones', () => {
    expect(
      parseSafetyFigures({
        ...Object.fromEntries(Object.keys(valid).map((key) => [key, null])),
        set: 'untouched',
        byKind: [],
      }),
    ).toMatchObject({ messages: null, crisesReachingConcern: null, byKind: [] });
    expect(parseSafetyFigures(valid)).toEqual(valid);
  });

  it.each([
    ['a rate above 1 (a percentage)', { crisesReachingConcern: 96.25 }, /crisesReachingConcern/],
    ['a negative rate', { ordinaryGivenConcern: -0.1 }, /ordinaryGivenConcern/],
    ['figures of another set than the untouched one', { set: 'training' }, /set/],
    ['a date that is not a day', { measuredOn: '14/02/2026' }, /measuredOn/],
    ['a size that does not add up', { messages: 600 }, /crises \+ ordinary/],
    ['a misspelt figure', { crisesReachingConern: 0.9 }, /crisesReachingConern/],
    ['a count that is not whole', { crises: 320.5, messages: 640.5 }, /crises/],
    [
      'a kind given as a rate instead of a count',
      { byKind: [{ ...valid.byKind[0], reachingConcern: 0.98 }] },
      /reachingConcern/,
    ],
    [
      'more of a kind reaching a concern than there are',
      { byKind: [{ ...valid.byKind[0], reachingConcern: 51 }] },
      /at most crises/,
    ],
    [
      'more emergencies than concerns',
      { byKind: [{ ...valid.byKind[0], reachingEmergency: 50, reachingConcern: 49 }] },
      /at most reachingConcern/,
    ],
    ['a kind without its label', { byKind: [{ ...valid.byKind[0], label: '' }] }, /label/],
  ])('refuses %s, naming what is wrong', (_case, change, named) => {
    expect(() => parseSafetyFigures({ ...valid, ...change })).toThrow(named);
    expect(() => parseSafetyFigures({ ...valid, ...change })).toThrow(/safety-figures\.json/);
  });
});
