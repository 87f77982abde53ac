import type { CurrentUser, NotificationItem, Profile, PublicConfig } from '@tend/contracts';
import type { SafetyFigures } from '../features/coach-safety/safety-figures';

export function aConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    eligibilityEnabled: false,
    analyticsMeasurementId: null,
    supportEmail: 'help@tend.test',
    maxUploadMb: 10,
    coachOffline: false,
    ...overrides,
  };
}

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '6f1c2a3e-0b7d-4c1e-9a55-1d2f3e4a5b6c',
    firstName: 'Dana',
    lastName: 'Rivera',
    email: 'dana@example.com',
    profileImageUrl: null,
    createdAt: '2025-09-01T12:00:00.000Z',
    analyticsConsent: true,
    role: 'user',
    language: 'en',
    ...overrides,
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    name: 'Dana Rivera',
    location: 'Newark, NJ',
    phoneNumber: null,
    isOnboardingComplete: true,
    agreedToTermsAt: '2025-09-01T12:00:00.000Z',
    agreedToPrivacyAt: '2025-09-01T12:00:00.000Z',
    consentedToDataUsageAt: '2025-09-01T12:00:00.000Z',
    careCoachAvatar: 'default',
    ...overrides,
  };
}

let notificationSeq = 0;
export function aNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  notificationSeq += 1;
  return {
    id: `n-${notificationSeq}`,
    type: 'reminder',
    title: `Reminder ${notificationSeq}`,
    message: 'Take a short break today.',
    timestamp: new Date().toISOString(),
    read: false,
    link: null,
    ...overrides,
  };
}

/** Safety figures as the evaluation script writes them, for a set measured on a given day. */
export function someSafetyFigures(overrides: Partial<SafetyFigures> = {}): SafetyFigures {
  return {
    measuredOn: '2026-02-14',
    set: 'untouched',
    messages: 640,
    crises: 320,
    ordinary: 320,
    crisesReachingConcern: 0.9625,
    urgentCrisesReachingEmergency: 0.91,
    ordinaryGivenEmergency: 0.025,
    ordinaryGivenConcern: 0.0875,
    byKind: [
      {
        kind: 'suicide',
        label: 'Thoughts of suicide',
        crises: 50,
        reachingConcern: 49,
        reachingEmergency: 45,
      },
      {
        kind: 'missing_person',
        label: 'A missing person',
        crises: 20,
        reachingConcern: 20,
        reachingEmergency: 19,
      },
    ],
    ...overrides,
  };
}
