import { acceptsFormBody } from './one-click-unsubscribe.parser';
import { RecentKeys } from './recent-keys';

describe('acceptsFormBody', () => {
  it.each([
    ['/api/unsubscribe/abc.def', true],
    ['/api/unsubscribe/abc.def/', true],
    ['/api/unsubscribe/abc.def?x=1', true],
    ['/api/unsubscribe/', false],
    ['/api/unsubscribe/a/b', true],
    ['/api/recipients', false],
    ['/api/profile?next=/api/unsubscribe/x', false],
  ])('%s → %s', (url, accepted) => {
    expect(acceptsFormBody(url)).toBe(accepted);
  });
});

describe('RecentKeys', () => {
  it('forgets the oldest key past its capacity, and a key used again is young again', () => {
    const keys = new RecentKeys(2);
    keys.add('a');
    keys.add('b');
    keys.add('a');
    keys.add('c');
    expect(['a', 'b', 'c'].map((key) => keys.has(key))).toEqual([true, false, true]);
  });
});
