import { acceptsFormBody } from './one-click-unsubscribe.parser';

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
