import { stateOfZip } from './zip-state';

describe('the state of a zip code', () => {
  it.each([
    ['07102', 'NJ'],
    ['08901', 'NJ'],
    ['75201', 'TX'],
    ['88510', 'TX'],
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['90012', 'CA'],
    ['60601', 'IL'],
    ['33101', 'FL'],
    ['02108', 'MA'],
    ['05501', 'MA'],
    ['05401', 'VT'],
    ['20001', 'DC'],
    ['20101', 'VA'],
    ['20910', 'MD'],
    ['99501', 'AK'],
    ['96813', 'HI'],
  ])('%s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each(['00000', '00100', '99', 'abcde', '090xx'])(
    'says nothing of %s, which it cannot place',
    (zip) => {
      expect(stateOfZip(zip)).toBeUndefined();
    },
  );
});
