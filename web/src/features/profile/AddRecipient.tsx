import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { useCreateRecipientMutation } from '../onboarding/onboarding.api';
import {
  emptyOnboarding,
  recipientErrors,
  recipientRequest,
  translateErrors,
  type OnboardingErrors,
  type OnboardingValues,
} from '../onboarding/onboarding-form';
import { RecipientFields } from '../onboarding/RecipientFields';
import type { SetOnboardingField } from '../onboarding/use-onboarding-form';
import { useToast } from '../toasts/use-toast';
import '../../components/form.css';
import '../onboarding/onboarding.css';
import '../../i18n/parts/onboarding';

/**
 * "Add someone else you care for": a second (or third) person, asked the same as at onboarding.
 * Each gets a circle of their own, on their page and on Home.
 */
export function AddRecipient() {
  const t = useT();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<OnboardingValues>(emptyOnboarding);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [createRecipient, { isLoading }] = useCreateRecipientMutation();

  const set: SetOnboardingField = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const close = () => {
    setOpen(false);
    setValues(emptyOnboarding);
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = translateErrors(recipientErrors(values), t);
    setErrors(found);
    const [first] = Object.keys(found);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const body = recipientRequest(values);
    try {
      await createRecipient(body).unwrap();
      toast({ title: t('profile.addRecipient.saved', { name: body.name }), variant: 'success' });
      close();
    } catch {
      // What she typed stays in the form to send again.
      toast({ title: t('profile.addRecipient.failed'), variant: 'destructive' });
    }
  };

  if (!open)
    return (
      <button
        type="button"
        className="btn btn--secondary add-recipient__open"
        onClick={() => setOpen(true)}
      >
        {t('profile.addRecipient')}
      </button>
    );
  return (
    <form ref={formRef} className="add-recipient" onSubmit={submit} noValidate>
      <RecipientFields
        values={values}
        errors={errors}
        set={set}
        relationshipLocked={false}
        insuranceLocked={false}
      />
      <div className="row add-recipient__actions">
        <button type="submit" className="btn btn--primary" disabled={isLoading}>
          {t('profile.addRecipient.save')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={close}>
          {t('profile.addRecipient.cancel')}
        </button>
      </div>
    </form>
  );
}
