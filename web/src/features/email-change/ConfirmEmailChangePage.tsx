import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useRefusal } from '../../i18n/refusals';
import { AuthCard } from '../../components/AuthCard';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuth } from '../auth/use-auth';
import { usePublicConfig } from '../config/config.api';
import { useConfirmEmailChangeMutation } from './email-change.api';
import './email-change.css';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/emailChange';

type Outcome = { email: string } | { problem: string };

/**
 * `/confirm-email?token=…`, opened from the e-mail sent to the new address (on any device,
 * signed in or not): the link is used once, as the page opens.
 */
export default function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const { t, rich } = useLanguage();
  const token = params.get('token')?.trim() ?? '';
  const [confirm] = useConfirmEmailChangeMutation();
  const refusal = useRefusal('profile');
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { problem: t('emailChange.confirm.incomplete') },
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
        setOutcome({ problem: refusal(error) ?? t('emailChange.confirm.failed') }),
      );
  }, [token, confirm, t]);

  const next = isAuthenticated ? (
    <Link to="/settings" className="btn btn--primary btn--large btn--block">
      {t('emailChange.confirm.settings')}
    </Link>
  ) : (
    <Link to="/login" className="btn btn--primary btn--large btn--block">
      {t('emailChange.confirm.signIn')}
    </Link>
  );

  if (!outcome)
    return (
      <AuthCard title={t('emailChange.confirm.busy')}>
        <PageSpinner label={t('emailChange.confirm.busy')} />
      </AuthCard>
    );

  if ('problem' in outcome)
    return (
      <AuthCard title={t('emailChange.confirm.deadTitle')}>
        <div className="form-alert" role="alert">
          {outcome.problem}
        </div>
        {next}
        <p className="muted change-email__help">
          {rich('emailChange.confirm.help', {
            email: config.supportEmail,
            link: (words) => <a href={`mailto:${config.supportEmail}`}>{words}</a>,
          })}
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title={t('emailChange.confirm.doneTitle')}>
      <p className="change-email__current">
        {rich('emailChange.confirm.done', {
          email: outcome.email,
          strong: (words) => <strong>{words}</strong>,
        })}
      </p>
      {next}
    </AuthCard>
  );
}
