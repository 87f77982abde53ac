import { Checkbox } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Field } from '../../components/Field';
import { useAuth } from '../auth/use-auth';
import { useSessionDraft } from '../drafts/use-session-draft';
import { useGetProfileQuery, useGetRecipientsQuery } from '../profile/profile.api';
import { useToast } from '../toasts/use-toast';
import {
  CONDITION_OPTIONS,
  asOnboardingDraft,
  emptyOnboarding,
  FIELD_ORDER,
  INSURANCE_OPTIONS,
  label,
  onboardingRequests,
  RELATIONSHIP_OPTIONS,
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
import '../../components/form.css';
import './onboarding.css';

const FROM_ELIGIBILITY = '(from eligibility check)';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="onboarding__section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A prefilled value shown read-only, with where it came from. */
function ReadOnlyValue({ title, value }: { title: string; value: string }) {
  const id = useId();
  return (
    <div className="field">
      <span className="field__label" id={id}>
        {title} <span className="onboarding__from">{FROM_ELIGIBILITY}</span>
      </span>
      <input className="native-input" aria-labelledby={id} value={value} readOnly />
    </div>
  );
}

/**
 * Onboarding: about the caregiver, the person cared for, and three consents. Submitting saves the
 * profile, then the care recipient, and goes home; 'Skip for now' goes home without saving.
 */
export default function OnboardingPage() {
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
  const conditionsId = useId();
  const conditionsErrorId = useId();
  const existingRecipient = recipients?.[0];

  // What is already known fills empty fields once: the account's name, a saved profile and care
  // recipient (editing), and the eligibility check's answers, which win.
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
    if (!s.recipient && existingRecipient) {
      s.recipient = true;
      patch.recipientName = existingRecipient.name;
      patch.relationship = existingRecipient.relationship;
      patch.conditions = existingRecipient.conditions;
      patch.insuranceType = existingRecipient.insuranceType ?? '';
    }
    if (!s.prefill && prefill) {
      s.prefill = true;
      if (prefill.relationship) patch.relationship = prefill.relationship;
      if (prefill.insuranceType) patch.insuranceType = prefill.insuranceType;
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
  }, [user, profile, existingRecipient, prefill]);

  const set = <K extends OnboardingField>(key: K, value: OnboardingValues[K]) => {
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

  const relationshipLocked = Boolean(prefill?.relationship);
  const insuranceLocked = Boolean(prefill?.insuranceType);
  const consent = (
    key: 'agreedToTerms' | 'agreedToPrivacy' | 'consentedToDataUsage',
    text: ReactNode,
    link?: { to: string; label: string },
  ) => {
    const errorId = `onboarding-${key}-error`;
    return (
      <div className="agreement">
        <Checkbox
          checked={values[key]}
          onChange={(ev) => set(key, ev.target.checked)}
          data-field={key}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? errorId : undefined}
        >
          {text}
        </Checkbox>
        {link ? (
          <Link
            to={`${link.to}?returnTo=/onboarding`}
            target="_blank"
            rel="noopener"
            className="onboarding__legal-link"
          >
            {link.label}
          </Link>
        ) : null}
        {errors[key] ? (
          <p className="field__error" id={errorId}>
            {errors[key]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <main id="main" className="page page--narrow onboarding">
      <header className="onboarding__header">
        <div>
          <h1 className="page-title">{prefill ? 'Complete your profile' : 'Welcome to Tend'}</h1>
          <p className="muted onboarding__intro">
            Tell us a little about you and the person you care for, so your care coach can help.
          </p>
        </div>
        <button type="button" className="btn btn--link" onClick={() => navigate('/')}>
          Skip for now
        </button>
      </header>

      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="onboarding__form">
        <Section title="About you" id="onboarding-you">
          <Field label="Your name" error={errors.name}>
            <input
              className="native-input"
              data-field="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field label="Location" error={errors.location} hint="City and state">
            <input
              className="native-input"
              data-field="location"
              autoComplete="address-level2"
              value={values.location}
              onChange={(e) => set('location', e.target.value)}
            />
          </Field>
          <Field label="Phone number (optional)" error={errors.phoneNumber}>
            <input
              className="native-input"
              data-field="phoneNumber"
              type="tel"
              autoComplete="tel"
              value={values.phoneNumber}
              onChange={(e) => set('phoneNumber', e.target.value)}
            />
          </Field>
        </Section>

        <Section title="The person you care for" id="onboarding-recipient">
          <Field label="Their name" error={errors.recipientName}>
            <input
              className="native-input"
              data-field="recipientName"
              value={values.recipientName}
              onChange={(e) => set('recipientName', e.target.value)}
            />
          </Field>
          {relationshipLocked ? (
            <ReadOnlyValue title="Relationship" value={label(values.relationship)} />
          ) : (
            <Field label="Relationship" error={errors.relationship}>
              <select
                className="native-input"
                data-field="relationship"
                value={values.relationship}
                onChange={(e) => set('relationship', e.target.value)}
              >
                <option value="">Choose a relationship</option>
                {RELATIONSHIP_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {label(value)}
                  </option>
                ))}
                {values.relationship &&
                !(RELATIONSHIP_OPTIONS as readonly string[]).includes(values.relationship) ? (
                  <option value={values.relationship}>{label(values.relationship)}</option>
                ) : null}
              </select>
            </Field>
          )}
          <div className="field">
            <span className="field__label" id={conditionsId}>
              Conditions
            </span>
            <p className="field__hint onboarding__hint">Choose all that apply.</p>
            <div data-field="conditions" tabIndex={-1} className="onboarding__conditions">
              <ChoiceGroup
                multiple
                labelledBy={conditionsId}
                describedBy={errors.conditions ? conditionsErrorId : undefined}
                invalid={!!errors.conditions}
                columns={2}
                choices={CONDITION_OPTIONS.map((value) => ({ value, label: label(value) }))}
                value={values.conditions}
                onChange={(conditions) => set('conditions', conditions)}
              />
            </div>
            {errors.conditions ? (
              <p className="field__error" id={conditionsErrorId}>
                {errors.conditions}
              </p>
            ) : null}
          </div>
          {insuranceLocked ? (
            <ReadOnlyValue title="Insurance" value={label(values.insuranceType)} />
          ) : (
            <Field label="Insurance (optional)">
              <select
                className="native-input"
                data-field="insuranceType"
                value={values.insuranceType}
                onChange={(e) => set('insuranceType', e.target.value)}
              >
                <option value="">Not sure / prefer not to say</option>
                {INSURANCE_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {label(value)}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </Section>

        <Section title="Agreements" id="onboarding-consents">
          <div className="agreements">
            {consent('agreedToTerms', 'I accept the Terms of Service', {
              to: '/terms-of-service',
              label: 'Read the Terms of Service',
            })}
            {consent('agreedToPrivacy', 'I accept the Privacy Policy', {
              to: '/privacy-policy',
              label: 'Read the Privacy Policy',
            })}
            {consent(
              'consentedToDataUsage',
              <>
                I consent to data usage: I choose to upload health information voluntarily, Tend
                stores and processes it securely, and Tend does not give medical advice.
              </>,
            )}
          </div>
        </Section>

        <button
          type="submit"
          className="btn btn--primary btn--large btn--block"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Setting up...' : 'Continue to Dashboard'}
        </button>
      </form>
    </main>
  );
}
