import type { SaveProfileBody } from '@tend/contracts';
import { applyOnboarding, toProfile, type ProfileRecord } from './profile-rules';

const now = new Date('2025-09-01T12:00:00.000Z');
const earlier = new Date('2025-08-01T08:00:00.000Z');
const ticked = '2025-09-01T11:59:58.000Z';

const body = (overrides: Partial<SaveProfileBody> = {}): SaveProfileBody => ({
  name: 'Maria Lopez',
  location: 'Newark, NJ',
  phoneNumber: null,
  isOnboardingComplete: true,
  agreedToTermsAt: ticked,
  agreedToPrivacyAt: ticked,
  consentedToDataUsageAt: ticked,
  ...overrides,
});

const record = (overrides: Partial<ProfileRecord> = {}): ProfileRecord => ({
  name: 'Maria',
  location: 'Trenton, NJ',
  phoneNumber: '555-0100',
  isOnboardingComplete: true,
  onboardingCompletedAt: earlier,
  agreedToTermsAt: earlier,
  agreedToPrivacyAt: earlier,
  consentedToDataUsageAt: earlier,
  careCoachAvatar: 'asian_female',
  ...overrides,
});

describe('toProfile', () => {
  it.each([
    [
      'no profile yet',
      undefined,
      { name: '', isOnboardingComplete: false, careCoachAvatar: 'default' },
    ],
    ['a known avatar', record(), { careCoachAvatar: 'asian_female' }],
    [
      'an avatar no longer offered',
      record({ careCoachAvatar: 'robot' }),
      { careCoachAvatar: 'default' },
    ],
    ['an empty avatar', record({ careCoachAvatar: '' }), { careCoachAvatar: 'default' }],
    ['consent times', record(), { agreedToTermsAt: earlier.toISOString() }],
  ])('%s', (_case, input, expected) => {
    expect(toProfile(input)).toMatchObject(expected);
  });
});

describe('applyOnboarding', () => {
  it.each([
    [
      'first completion: every ticked box gets the submission time',
      undefined,
      body(),
      {
        completedNow: true,
        values: {
          isOnboardingComplete: true,
          onboardingCompletedAt: now,
          agreedToTermsAt: now,
          agreedToPrivacyAt: now,
          consentedToDataUsageAt: now,
        },
      },
    ],
    [
      'a later edit is not a new completion, and a consent ticked again keeps its first date',
      record(),
      body({ name: 'Maria L.' }),
      {
        completedNow: false,
        values: { name: 'Maria L.', onboardingCompletedAt: earlier, agreedToTermsAt: earlier },
      },
    ],
    [
      'first completion after sign-up: the agreements given at sign-up keep their dates',
      record({ isOnboardingComplete: false, onboardingCompletedAt: null }),
      body({ agreedToTermsAt: null, agreedToPrivacyAt: null, consentedToDataUsageAt: null }),
      {
        completedNow: true,
        values: {
          isOnboardingComplete: true,
          onboardingCompletedAt: now,
          agreedToTermsAt: earlier,
          agreedToPrivacyAt: earlier,
          consentedToDataUsageAt: earlier,
        },
      },
    ],
    [
      'an unticked box keeps the consent given before',
      record(),
      body({ isOnboardingComplete: false, agreedToTermsAt: null }),
      { completedNow: false, values: { agreedToTermsAt: earlier, isOnboardingComplete: true } },
    ],
    [
      'saving without completing leaves onboarding incomplete',
      undefined,
      body({ isOnboardingComplete: false, agreedToTermsAt: null, agreedToPrivacyAt: undefined }),
      {
        completedNow: false,
        values: { isOnboardingComplete: false, agreedToTermsAt: null, agreedToPrivacyAt: null },
      },
    ],
    [
      'an empty phone number is none',
      record(),
      body({ phoneNumber: undefined }),
      { values: { phoneNumber: null } },
    ],
  ])('%s', (_case, existing, submitted, expected) => {
    expect(applyOnboarding(existing, submitted, now)).toMatchObject(expected);
  });
});
