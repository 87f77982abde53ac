import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useRefusal } from '../../i18n/refusals';
import { AuthCard } from '../../components/AuthCard';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuth } from '../auth/use-auth';
import { usePublicConfig } from '../config/config.api';
import { useConfirmEmailChangeMutation } from './email-change.api';
import './email-change.css';

export const ConfirmEmailTexts = {
  incomplete: 'This confirmation link is not complete. Please open it again from your email.',
  failed: 'We could not confirm your new email address. Please try again.',
} as const;

type Outcome = { email: string } | { problem: string };

/**
 * `/confirm-email?token=…`, opened from the e-mail sent to the new address (on any device,
 * signed in or not): the link is used once, as the page opens.
 */
export default function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm] = useConfirmEmailChangeMutation();
  const refusal = useRefusal('profile');
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { problem: ConfirmEmailTexts.incomplete },
  );
  const asked = useRef(false);
  const { isAuthenticated } = useAuth();
  const { config } = usePublicConfig();

  useEffect(() => {
    // Once only: the link is single use, and React may run an effect twice in development.
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ token })
      .unwrap()
      .then(({ email }) => setOutcome({ email }))
      .catch((error: unknown) =>
        setOutcome({ problem: refusal(error) ?? ConfirmEmailTexts.failed }),
      );
  }, [token, confirm]);

  const next = isAuthenticated ? (
    <Link to="/settings" className="btn btn--primary btn--large btn--block">
      Go to Settings
    </Link>
  ) : (
    <Link to="/login" className="btn btn--primary btn--large btn--block">
      Sign in
    </Link>
  );

  if (!outcome)
    return (
      <AuthCard title="Confirming your new email address">
        <PageSpinner label="Confirming your new email address" />
      </AuthCard>
    );

  if ('problem' in outcome)
    return (
      <AuthCard title="This link can't be used">
        <div className="form-alert" role="alert">
          {outcome.problem}
        </div>
        {next}
        <p className="muted change-email__help">
          Need help? Write to <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title="Your email address is changed">
      <p className="change-email__current">
        From now on, sign in with <strong>{outcome.email}</strong>. We have let your old address
        know about the change.
      </p>
      {next}
    </AuthCard>
  );
}
