import { MailOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-error';
import { useSendVerificationMutation } from '../../auth/auth.api';
import { storedEligibilityAnswers } from '../../eligibility/eligibility-data';
import { useToast } from '../../toasts/use-toast';
import type { SignupDraft } from '../signup-draft';
import { SignupMessages } from '../signup-flow';

/** Step 3: waiting for the visitor to open the link in the e-mail. */
export function VerifyStep({ draft, onBack }: { draft: SignupDraft; onBack: () => void }) {
  const [send, { isLoading }] = useSendVerificationMutation();
  const [resent, setResent] = useState(false);
  const toast = useToast();

  const resend = async () => {
    try {
      await send({
        email: draft.email,
        firstName: draft.firstName,
        lastName: draft.lastName,
        eligibility: storedEligibilityAnswers(),
      }).unwrap();
      setResent(true);
      toast({ title: 'Email Sent', description: `We sent a new link to ${draft.email}.` });
    } catch (err) {
      toast({
        title: 'Verification Email Failed',
        description: serverMessage(err) ?? SignupMessages.sendFailed,
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
        We sent a verification link to <strong>{draft.email || 'your email'}</strong>. Open it on
        this device to set your password.
      </p>
      <p className="muted">
        The link expires in 24 hours. If you don&apos;t see the email, check your spam folder.
      </p>
      <div className="step-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          Use a different email
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={resend}
          disabled={isLoading || !draft.email}
        >
          {isLoading ? 'Sending...' : resent ? 'Send again' : 'Resend email'}
        </button>
      </div>
    </div>
  );
}
