import { Checkbox } from 'antd';
import { useState } from 'react';
import { useCompleteSignupMutation } from '../../auth/auth.api';
import { useCompleteSignIn } from '../../auth/sign-in';
import { LazyLegalDialog } from '../../legal/LazyLegalDialog';
import type { LegalDocumentId } from '../../legal/documents';
import { useToast } from '../../toasts/use-toast';
import { clearDraft } from '../signup-draft';
import { useRefusal } from '../../../i18n/refusals';
import { completeSignupErrorMessage } from '../signup-flow';
import { FormAlert } from '../../../components/FormAlert';

/**
 * Step 5. The Terms and Privacy boxes stay disabled until their dialog has been scrolled to the
 * bottom or accepted; accepting in the dialog also ticks the box.
 */
export function AgreementsStep({
  token,
  password,
  onBack,
  onMissingPassword,
  onComplete,
}: {
  token: string | null;
  password: string;
  onBack: () => void;
  onMissingPassword: () => void;
  onComplete: () => void;
}) {
  const [dialog, setDialog] = useState<LegalDocumentId | null>(null);
  const [read, setRead] = useState({ terms: false, privacy: false });
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [consent, setConsent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [completeSignup, { isLoading }] = useCompleteSignupMutation();
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const refusal = useRefusal('signUp');

  const submit = async () => {
    setFailure(null);
    if (!terms || !privacy || !consent) {
      toast({
        title: 'Agreements Required',
        description:
          'Please accept the Terms of Service and the Privacy Policy, and consent to data usage, to continue.',
        variant: 'destructive',
      });
      return;
    }
    if (!token) {
      toast({
        title: 'Missing Verification',
        description: 'Please open the verification link from your email to continue.',
        variant: 'destructive',
      });
      return;
    }
    if (!password) {
      toast({
        title: 'Missing Password',
        description: 'Please create your password first.',
        variant: 'destructive',
      });
      onMissingPassword();
      return;
    }
    try {
      const answer = await completeSignup({
        token,
        password,
        agreedToTerms: true,
        agreedToPrivacy: true,
        consentedToDataUsage: true,
      }).unwrap();
      clearDraft();
      completeSignIn(answer && typeof answer.token === 'string' ? answer.token : null);
      onComplete();
    } catch (err) {
      const message = completeSignupErrorMessage(err, refusal);
      setFailure(message);
      toast({ title: 'Account Creation Failed', description: message, variant: 'destructive' });
    }
  };

  const readHint = (doc: 'terms' | 'privacy', name: string) =>
    read[doc] ? null : (
      <p className="agreement__hint" id={`${doc}-hint`}>
        Open and read the {name} to the end to enable this box.
      </p>
    );

  return (
    <div>
      <p className="auth-card__subtitle">
        Please read and accept the following to create your account.
      </p>
      <FormAlert message={failure} />
      <fieldset className="agreements">
        <legend className="sr-only">Agreements</legend>
        <div className="agreement">
          <Checkbox
            checked={terms}
            disabled={!read.terms}
            onChange={(e) => setTerms(e.target.checked)}
            aria-describedby={read.terms ? undefined : 'terms-hint'}
          >
            I agree to the Terms of Service
          </Checkbox>
          <button
            type="button"
            className="btn btn--link agreement__open"
            onClick={() => setDialog('terms')}
          >
            Read Terms of Service
          </button>
          {readHint('terms', 'Terms of Service')}
        </div>
        <div className="agreement">
          <Checkbox
            checked={privacy}
            disabled={!read.privacy}
            onChange={(e) => setPrivacy(e.target.checked)}
            aria-describedby={read.privacy ? undefined : 'privacy-hint'}
          >
            I agree to the Privacy Policy
          </Checkbox>
          <button
            type="button"
            className="btn btn--link agreement__open"
            onClick={() => setDialog('privacy')}
          >
            Read Privacy Policy
          </button>
          {readHint('privacy', 'Privacy Policy')}
        </div>
        <div className="agreement">
          <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)}>
            I consent to Tend storing and processing the health information I choose to share
          </Checkbox>
          <button
            type="button"
            className="btn btn--link agreement__open"
            onClick={() => setDialog('consent')}
          >
            Read Consent Notice
          </button>
        </div>
      </fieldset>
      <div className="step-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="btn btn--primary" onClick={submit} disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Create Account'}
        </button>
      </div>

      <LazyLegalDialog
        document="terms"
        open={dialog === 'terms'}
        onClose={() => setDialog(null)}
        onScrolledToBottom={() => setRead((r) => ({ ...r, terms: true }))}
        onAccept={() => {
          setRead((r) => ({ ...r, terms: true }));
          setTerms(true);
        }}
      />
      <LazyLegalDialog
        document="privacy"
        open={dialog === 'privacy'}
        onClose={() => setDialog(null)}
        onScrolledToBottom={() => setRead((r) => ({ ...r, privacy: true }))}
        onAccept={() => {
          setRead((r) => ({ ...r, privacy: true }));
          setPrivacy(true);
        }}
      />
      <LazyLegalDialog
        document="consent"
        open={dialog === 'consent'}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
