import type { CareRecipient, CurrentUser, Profile } from '@tend/contracts';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { OnboardingField, OnboardingValues } from './onboarding-form';
import type { EligibilityPrefill } from './onboarding-prefill';

interface Known {
  user: CurrentUser | null;
  profile: Profile | null | undefined;
  recipient: CareRecipient | undefined;
  prefill: EligibilityPrefill | null;
}

/**
 * What is already known fills empty fields once: the account's name, a saved profile and care
 * recipient (editing), and the eligibility check's answers: its relationship and insurance win,
 * its conditions and place fill what is empty. All stay editable.
 */
export function useSeededValues(
  setValues: Dispatch<SetStateAction<OnboardingValues>>,
  { user, profile, recipient, prefill }: Known,
) {
  const seeded = useRef({ user: false, profile: false, recipient: false, prefill: false });
  useEffect(() => {
    const s = seeded.current;
    const patch: Partial<OnboardingValues> = {};
    if (!s.user && user) {
      s.user = true;
      patch.name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    }
    if (!s.profile && profile) {
      s.profile = true;
      if (profile.name) patch.name = profile.name;
      patch.location = profile.location ?? '';
      patch.phoneNumber = profile.phoneNumber ?? '';
    }
    if (!s.recipient && recipient) {
      s.recipient = true;
      patch.recipientName = recipient.name;
      patch.relationship = recipient.relationship;
      patch.conditions = recipient.conditions;
      patch.insuranceType = recipient.insuranceType ?? '';
    }
    if (!s.prefill && prefill) {
      s.prefill = true;
      if (prefill.relationship) patch.relationship = prefill.relationship;
      if (prefill.insuranceType) patch.insuranceType = prefill.insuranceType;
      // The rest of her answers fill what is still empty (a saved location stays hers).
      if (prefill.conditions?.length && !patch.conditions?.length)
        patch.conditions = prefill.conditions;
      if (prefill.location && !patch.location) patch.location = prefill.location;
    }
    if (Object.keys(patch).length === 0) return;
    setValues((current) => {
      const next = { ...current };
      for (const [key, value] of Object.entries(patch) as [OnboardingField, never][]) {
        const fromEligibility = key === 'relationship' || key === 'insuranceType';
        const empty = current[key] === '' || (Array.isArray(current[key]) && !current[key].length);
        if (empty || (fromEligibility && prefill)) next[key] = value;
      }
      return next;
    });
  }, [user, profile, recipient, prefill, setValues]);
}
