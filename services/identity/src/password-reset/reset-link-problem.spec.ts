import { ResetLinkMessages, resetLinkProblem } from './reset-link-problem';

const now = new Date('2026-11-23T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('resetLinkProblem', () => {
  it.each([
    ['an unknown link', undefined, ResetLinkMessages.unknown],
    ['a fresh link', { expiresAt: minutes(59), usedAt: null }, undefined],
    ['a link past its hour', { expiresAt: minutes(-1), usedAt: null }, ResetLinkMessages.expired],
    ['a link ending this instant', { expiresAt: now, usedAt: null }, ResetLinkMessages.expired],
    ['a used link', { expiresAt: minutes(30), usedAt: minutes(-5) }, ResetLinkMessages.used],
    [
      'a used link that has also expired',
      { expiresAt: minutes(-1), usedAt: minutes(-5) },
      ResetLinkMessages.used,
    ],
  ])('%s', (_, link, expected) => {
    expect(resetLinkProblem(link, now)).toBe(expected);
  });
});
