import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../i18n/catalogue';
import { useT } from '../../i18n/LanguageProvider';
import { useAuth } from '../auth/use-auth';
import { useSessionDraft } from '../drafts/use-session-draft';
import { useGetProfileQuery, useGetRecipientsQuery } from '../profile/profile.api';
import { useToast } from '../toasts/use-toast';
import {
  asOnboardingDraft,
  emptyOnboarding,
  FIELD_ORDER,
  onboardingRequests,
  translateErrors,
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

/** The spec's toasts for the first run (docs/product-spec.md section 8), and for an edit (no welcome again). */
const OnboardingTexts = {
  saved: { title: 'onboarding.saved.title', description: 'onboarding.saved.text' },
  failed: { title: 'onboarding.failed.title', description: 'onboarding.failed.text' },
} as const satisfies Record<string, ToastTexts>;

const EditTexts = {
  saved: { title: 'onboarding.edit.saved.title', description: 'onboarding.edit.saved.text' },
  failed: { title: 'onboarding.edit.failed.title', description: 'onboarding.edit.failed.text' },
} as const satisfies Record<string, ToastTexts>;

interface ToastTexts {
  title: MessageId;
  description: MessageId;
}

const noneKnown = { user: null, profile: undefined, recipient: undefined, prefill: null };

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
  const t = useT();
  const { user } = useAuth();
  const { data: profile, isLoading: profileLoading } = useGetProfileQuery();
  const { data: recipients } = useGetRecipientsQuery();
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
  // Someone who has completed onboarding comes here to edit her profile, not to start again.
  const editing = profile?.isOnboardingComplete === true;

  // Seeded once the account and profile are known: the draft is kept per account, and the
  // account arriving swaps in that account's own draft, which would drop what was seeded before.
  const loading = profileLoading || !user;
  const prefill = useEligibilityPrefill(!loading);
  useSeededValues(
    setValues,
    loading ? noneKnown : { user, profile, recipient: existingRecipient, prefill },
  );

  const set: SetOnboardingField = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const show = (texts: ToastTexts, variant: 'success' | 'destructive') =>
    toast({ title: t(texts.title), description: t(texts.description), variant });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const given = profile ?? undefined;
    const found = translateErrors(validateOnboarding(values, given), t);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const { profile: profileBody, recipient } = onboardingRequests(values, new Date(), {
      editing,
      given,
    });
    setPending(true);
    try {
      await saveProfile(profileBody).unwrap();
      if (existingRecipient)
        await updateRecipient({ ...recipient, id: existingRecipient.id }).unwrap();
      else await createRecipient(recipient).unwrap();
      forgetValues();
      show(editing ? EditTexts.saved : OnboardingTexts.saved, 'success');
      void navigate(editing ? '/profile' : '/');
    } catch {
      show(editing ? EditTexts.failed : OnboardingTexts.failed, 'destructive');
    } finally {
      setPending(false);
    }
  };

  return {
    values,
    errors,
    set,
    submit,
    pending,
    formRef,
    prefill,
    profile,
    editing,
    loading,
  };
}
