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
import { useT } from '../../../i18n/LanguageProvider';
import '../../../i18n/parts/account';

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
  const t = useT();

  const submit = async () => {
    setFailure(null);
    if (!terms || !privacy || !consent) {
      toast({
        title: t('signup.agreements.requiredTitle'),
        description: t('signup.agreements.required'),
        variant: 'destructive',
      });
      return;
    }
    if (!token) {
      toast({
        title: t('signup.agreements.noLinkTitle'),
        description: t('signup.agreements.noLink'),
        variant: 'destructive',
      });
      return;
    }
    if (!password) {
      toast({
        title: t('signup.agreements.noPasswordTitle'),
        description: t('signup.agreements.noPassword'),
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
      toast({
        title: t('signup.agreements.failedTitle'),
        description: message,
        variant: 'destructive',
      });
    }
  };

  const readHint = (doc: 'terms' | 'privacy') =>
    read[doc] ? null : (
      <p className="agreement__hint" id={`${doc}-hint`}>
        {t(`signup.agreements.${doc}.hint`)}
      </p>
    );

  return (
    <div>
      <p className="auth-card__subtitle">{t('signup.agreements.intro')}</p>
      <FormAlert message={failure} />
      <fieldset className="agreements">
        <legend className="sr-only">{t('signup.agreements.legend')}</legend>
        <div className="agreement">
          <Checkbox
            checked={terms}
            disabled={!read.terms}
            onChange={(e) => setTerms(e.target.checked)}
            aria-describedby={read.terms ? undefined : 'terms-hint'}
          >
            {t('signup.agreements.terms.agree')}
          </Checkbox>
          <button
            type="button"
            className="btn btn--link agreement__open"
            onClick={() => setDialog('terms')}
          >
            {t('signup.agreements.terms.read')}
          </button>
          {readHint('terms')}
        </div>
        <div className="agreement">
          <Checkbox
            checked={privacy}
            disabled={!read.privacy}
            onChange={(e) => setPrivacy(e.target.checked)}
            aria-describedby={read.privacy ? undefined : 'privacy-hint'}
          >
            {t('signup.agreements.privacy.agree')}
          </Checkbox>
          <button
            type="button"
            className="btn btn--link agreement__open"
            onClick={() => setDialog('privacy')}
          >
            {t('signup.agreements.privacy.read')}
          </button>
          {readHint('privacy')}
        </div>
        <div className="agreement">
          <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)}>
            {t('signup.agreements.consent.agree')}
          </Checkbox>
          <button
            type="button"
            className="btn btn--link agreement__open"
            onClick={() => setDialog('consent')}
          >
            {t('signup.agreements.consent.read')}
          </button>
        </div>
      </fieldset>
      <div className="step-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          {t('auth.back')}
        </button>
        <button type="button" className="btn btn--primary" onClick={submit} disabled={isLoading}>
          {t(isLoading ? 'signup.agreements.creating' : 'signup.agreements.create')}
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
