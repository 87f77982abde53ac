import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { useSessionDraft } from '../drafts/use-session-draft';
import { useGetProfileQuery, useGetRecipientsQuery } from '../profile/profile.api';
import { useToast } from '../toasts/use-toast';
import {
  asOnboardingDraft,
  emptyOnboarding,
  FIELD_ORDER,
  onboardingRequests,
  validateOnboarding,
  type OnboardingErrors,
  type OnboardingField,
  type OnboardingValues,
} from './onboarding-form';
import {
  useCreateRecipientMutation,
  useSaveProfileMutation,
  useUpdateRecipientMutation,
} from './onboarding.api';
import { useEligibilityPrefill } from './use-eligibility-prefill';
import { useSeededValues } from './use-seeded-values';

/** Changes one answer (and clears its error). */
export type SetOnboardingField = <K extends OnboardingField>(
  key: K,
  value: OnboardingValues[K],
) => void;

/**
 * The onboarding form's answers (kept through a reload), their errors and the submit: it checks the
 * answers, focuses the first wrong one, saves the profile, then the care recipient, and goes home.
 */
export function useOnboardingForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useAuth();
  const { data: profile } = useGetProfileQuery();
  const { data: recipients } = useGetRecipientsQuery();
  const prefill = useEligibilityPrefill();
  const [values, setValues, forgetValues] = useSessionDraft(
    'onboarding',
    emptyOnboarding,
    asOnboardingDraft,
  );
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [saveProfile] = useSaveProfileMutation();
  const [createRecipient] = useCreateRecipientMutation();
  const [updateRecipient] = useUpdateRecipientMutation();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const existingRecipient = recipients?.[0];

  useSeededValues(setValues, { user, profile, recipient: existingRecipient, prefill });

  const set: SetOnboardingField = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateOnboarding(values);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const { profile: profileBody, recipient } = onboardingRequests(values, new Date());
    setPending(true);
    try {
      await saveProfile(profileBody).unwrap();
      if (existingRecipient)
        await updateRecipient({ ...recipient, id: existingRecipient.id }).unwrap();
      else await createRecipient(recipient).unwrap();
      forgetValues();
      toast({
        title: 'Welcome to the product!',
        description: 'Your profile has been set up successfully.',
        variant: 'success',
      });
      void navigate('/');
    } catch {
      toast({
        title: 'Setup Error',
        description: 'Failed to complete onboarding. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return { values, errors, set, submit, pending, formRef, prefill };
}
