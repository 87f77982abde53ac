import { lastSeen, lastSeenNeedsRefresh } from './last-seen';

const signIn = new Date('2026-11-23T08:00:00Z');
const at = (minutes: number) => new Date(signIn.getTime() + minutes * 60_000);

describe('last seen', () => {
  it.each([
    ['just after sign-in', null, 1, false],
    ['five minutes after sign-in, never used since', null, 5, true],
    ['two minutes after the last refresh', at(10), 12, false],
    ['five minutes after the last refresh', at(10), 15, true],
    ['an hour after the last refresh', at(10), 70, true],
  ])('%s: refresh %s', (_case, seen, minutes, expected) => {
    expect(lastSeenNeedsRefresh({ lastSeenAt: seen, createdAt: signIn }, at(minutes))).toBe(
      expected,
    );
  });

  it('is the sign-in time until the session is used again', () => {
    expect(lastSeen({ lastSeenAt: null, createdAt: signIn })).toEqual(signIn);
    expect(lastSeen({ lastSeenAt: at(30), createdAt: signIn })).toEqual(at(30));
  });
});
