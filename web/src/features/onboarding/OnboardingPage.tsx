import { useNavigate } from 'react-router-dom';
import { AboutYouFields } from './AboutYouFields';
import { AgreementFields } from './AgreementFields';
import { RecipientFields } from './RecipientFields';
import { useOnboardingForm } from './use-onboarding-form';
import '../../components/form.css';
import './onboarding.css';

/**
 * Onboarding: about the caregiver, the person cared for, and three consents. Submitting saves the
 * profile, then the care recipient, and goes home; 'Skip for now' goes home without saving.
 */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const { values, errors, set, submit, pending, formRef, prefill } = useOnboardingForm();
  const fields = { values, errors, set };

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
        <AboutYouFields {...fields} />
        <RecipientFields
          {...fields}
          relationshipLocked={Boolean(prefill?.relationship)}
          insuranceLocked={Boolean(prefill?.insuranceType)}
        />
        <AgreementFields {...fields} />
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
