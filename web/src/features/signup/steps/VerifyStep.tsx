import { MailOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useRefusal } from '../../../i18n/refusals';
import { useSendVerificationMutation } from '../../auth/auth.api';
import { storedEligibilityAnswers } from '../../eligibility/eligibility-data';
import { useToast } from '../../toasts/use-toast';
import type { SignupDraft } from '../signup-draft';
import { SignupMessages } from '../signup-flow';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { languageField } from '../language-field';
import '../../../i18n/parts/account';

const strong = (words: ReactNode[]) => <strong>{words}</strong>;

/** Step 3: waiting for the visitor to open the link in the e-mail. */
export function VerifyStep({ draft, onBack }: { draft: SignupDraft; onBack: () => void }) {
  const [send, { isLoading }] = useSendVerificationMutation();
  const [resent, setResent] = useState(false);
  const toast = useToast();
  const { t, rich, language } = useLanguage();
  const refusal = useRefusal('signUp');

  const resend = async () => {
    try {
      await send({
        email: draft.email,
        firstName: draft.firstName,
        lastName: draft.lastName,
        eligibility: storedEligibilityAnswers(),
        ...languageField(language),
      }).unwrap();
      setResent(true);
      toast({
        title: t('signup.verify.resentTitle'),
        description: t('signup.verify.resentText', { email: draft.email }),
      });
    } catch (err) {
      toast({
        title: t('signup.email.failedTitle'),
        description: refusal(err) ?? SignupMessages.sendFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <div>
      <div className="verify-hero" aria-hidden>
        <MailOutlined />
      </div>
      <p>
        {draft.email
          ? rich('signup.verify.sentTo', { strong, email: draft.email })
          : rich('signup.verify.sentToYou', { strong })}
      </p>
      <p className="muted">{t('signup.verify.expiry')}</p>
      <div className="step-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          {t('signup.verify.differentEmail')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={resend}
          disabled={isLoading || !draft.email}
        >
          {t(
            isLoading
              ? 'signup.email.sending'
              : resent
                ? 'signup.verify.sendAgain'
                : 'signup.verify.resend',
          )}
        </button>
      </div>
    </div>
  );
}
