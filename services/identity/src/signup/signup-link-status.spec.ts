import { signupLinkStatus, type SignupLinkFacts } from './signup-link-status';

const now = new Date('2026-11-23T10:00:00Z');
const later = new Date('2026-11-24T10:00:00Z');
const earlier = new Date('2026-11-22T10:00:00Z');

describe('signupLinkStatus', () => {
  it.each<[string, Omit<SignupLinkFacts, 'now'>, string]>([
    ['a waiting link', { pending: { expiresAt: later }, accountExists: false }, 'ready'],
    ['a link past its time', { pending: { expiresAt: earlier }, accountExists: false }, 'expired'],
    [
      'a link ending this instant',
      { pending: { expiresAt: now }, accountExists: false },
      'expired',
    ],
    ['a used link', { accountExists: true }, 'account-exists'],
    [
      'a waiting link whose address has an account',
      { pending: { expiresAt: later }, accountExists: true },
      'account-exists',
    ],
    ['an unknown or replaced link', { accountExists: false }, 'expired'],
  ])('%s', (_, facts, expected) => {
    expect(signupLinkStatus({ ...facts, now })).toBe(expected);
  });
});
