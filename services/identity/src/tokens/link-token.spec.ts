import { createHash } from 'node:crypto';
import { hashLinkToken, isLive, newLinkToken } from './link-token';

const now = new Date('2026-11-23T10:00:00Z');

describe('newLinkToken', () => {
  it('makes a fresh secret each time, keeps only its SHA-256 and sets the expiry from now', () => {
    const link = newLinkToken(3_600_000, now.getTime());
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(link.expiresAt).toEqual(new Date('2026-11-23T11:00:00Z'));
    expect(newLinkToken(3_600_000).token).not.toBe(link.token);
  });

  it('hashes a token the same way every time, so a link is found again', () => {
    const { token, hash } = newLinkToken(1000);
    expect(hashLinkToken(token)).toBe(hash);
  });
});

describe('isLive', () => {
  const at = (ms: number) => ({ expiresAt: new Date(now.getTime() + ms) });
  it.each([
    ['a link expiring later', at(1), true],
    ['a link ending this instant', at(0), false],
    ['a link past its time', at(-1), false],
  ])('%s', (_, link, expected) => {
    expect(isLive(link, now)).toBe(expected);
  });
});
