import {
  EditOutlined,
  EnvironmentOutlined,
  LockOutlined,
  FormOutlined,
  LogoutOutlined,
  MailOutlined,
  PhoneOutlined,
  SafetyCertificateFilled,
  SmileOutlined,
} from '@ant-design/icons';
import { routeUrl } from '@tend/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { ScreenSpinner } from '../../components/PageSpinner';
import { SimplePage } from '../../components/SimplePage';
import { browser } from '../../lib/navigation';
import { useGetAssessmentsQuery } from '../assessment/assessment.api';
import { useAuth } from '../auth/use-auth';
import { clearStoredSession } from '../auth/use-sign-out';
import { useToast } from '../toasts/use-toast';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/profile';
import { formatDate, humanize, initials, profileDisplayName } from './profile-display';
import { AddRecipient } from './AddRecipient';
import { useGetProfileQuery, useGetRecipientsQuery } from './profile.api';
import '../../components/pill.css';
import './profile.css';

/** Delay before a signed-out visitor is sent to sign in again. */
export const PROFILE_LOGIN_REDIRECT_MS = 500;

export default function ProfilePage() {
  const { user, isLoading: authLoading, isAuthenticated } = useAuth();
  const { data: profile, isLoading: profileLoading } = useGetProfileQuery();
  const { data: recipients } = useGetRecipientsQuery();
  const { data: assessments } = useGetAssessmentsQuery();
  const toast = useToast();
  const { t, rich, language } = useLanguage();

  useEffect(() => {
    if (authLoading || isAuthenticated) return;
    toast({
      title: t('profile.unauthorized.title'),
      description: t('profile.unauthorized.text'),
      variant: 'destructive',
    });
    const timer = window.setTimeout(
      () => browser.assign(routeUrl('loginNavigation', {})),
      PROFILE_LOGIN_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [authLoading, isAuthenticated, toast, t]);

  if (authLoading || profileLoading) return <ScreenSpinner label={t('profile.loading')} />;

  const name = profileDisplayName(profile, user, t('profile.noName'));
  const label = (value: string) => humanize(t, value);
  const date = (iso: string | undefined) => formatDate(iso, language);
  const recipientList = recipients ?? [];
  const assessmentList = assessments ?? [];
  const lastAssessment = assessmentList
    .map((a) => a.completedAt)
    .filter(Boolean)
    .sort()
    .at(-1);

  const signOut = () => {
    // Not useClearSession: emptying the cache here would show the signed-out toast on the way out.
    clearStoredSession();
    browser.assign(routeUrl('logoutNavigation', {}));
  };

  return (
    <SimplePage title={t('profile.title')}>
      <section className="profile-card" aria-label={t('profile.details')}>
        <InitialsAvatar initials={initials(name)} large className="profile-card__avatar" />
        <div className="profile-card__body">
          <h2 className="profile-card__name">{name}</h2>
          {profile?.isOnboardingComplete ? (
            <span className="pill pill--success">
              <SafetyCertificateFilled aria-hidden /> {t('profile.verified')}
            </span>
          ) : null}
          <ul className="profile-card__facts">
            {user?.email ? (
              <li>
                <MailOutlined aria-hidden />
                <span>
                  <span className="sr-only">{t('profile.email')}</span>
                  <BreakableEmail email={user.email} />
                </span>
              </li>
            ) : null}
            {profile?.phoneNumber ? (
              <li>
                <PhoneOutlined aria-hidden />
                <span>
                  <span className="sr-only">{t('profile.phone')}</span>
                  {profile.phoneNumber}
                </span>
              </li>
            ) : null}
            {profile?.location ? (
              <li>
                <EnvironmentOutlined aria-hidden />
                <span>
                  <span className="sr-only">{t('profile.location')}</span>
                  {profile.location}
                </span>
              </li>
            ) : null}
          </ul>
        </div>
      </section>

      <section className="profile-section" aria-labelledby="recipients-title">
        <h2 id="recipients-title" className="section-title">
          {t('profile.recipients')}
        </h2>
        {recipientList.length === 0 ? (
          <p className="muted">
            {rich('profile.noRecipients', {
              link: (words) => <Link to="/onboarding">{words}</Link>,
            })}
          </p>
        ) : (
          <ul className="recipient-list">
            {recipientList.map((r) => (
              <li key={r.id} className="recipient">
                <div className="recipient__head">
                  <Link to={`/recipients/${encodeURIComponent(r.id)}`} className="recipient__name">
                    {r.name}
                  </Link>
                  <span className="muted">{label(r.relationship)}</span>
                </div>
                {r.conditions.length > 0 ? (
                  <ul className="chip-list" aria-label={t('profile.conditions')}>
                    {r.conditions.map((c) => (
                      <li key={c} className="chip">
                        {label(c)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {r.insuranceType ? (
                  <p className="muted recipient__insurance">
                    {t('profile.insurance', { insurance: label(r.insuranceType) })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {recipientList.length > 0 ? <AddRecipient /> : null}
      </section>

      <section className="profile-section" aria-labelledby="summary-title">
        <h2 id="summary-title" className="section-title">
          {t('profile.summary')}
        </h2>
        <dl className="summary-grid">
          <div>
            <dt>{t('profile.summary.recipients')}</dt>
            <dd>{recipientList.length}</dd>
          </div>
          <div>
            <dt>{t('profile.summary.assessments')}</dt>
            <dd>{assessmentList.length}</dd>
          </div>
          <div>
            <dt>{t('profile.summary.lastAssessment')}</dt>
            <dd>{date(lastAssessment) ?? t('profile.summary.never')}</dd>
          </div>
          <div>
            <dt>{t('profile.summary.created')}</dt>
            <dd>{date(user?.createdAt) ?? t('profile.summary.recently')}</dd>
          </div>
        </dl>
      </section>

      <section className="profile-actions" aria-label={t('profile.actions')}>
        <Link to="/onboarding" className="btn btn--secondary">
          <EditOutlined aria-hidden /> {t('profile.edit')}
        </Link>
        <Link to="/settings" className="btn btn--secondary">
          <SmileOutlined aria-hidden /> {t('profile.avatar')}
        </Link>
        <Link to="/assessment" className="btn btn--secondary">
          <FormOutlined aria-hidden /> {t('profile.newAssessment')}
        </Link>
        <button type="button" className="btn btn--secondary btn--danger" onClick={signOut}>
          <LogoutOutlined aria-hidden /> {t('profile.signOut')}
        </button>
      </section>
      <p className="muted profile-footnote">
        <LockOutlined aria-hidden /> {t('profile.private')}
      </p>
    </SimplePage>
  );
}

/** An address that may wrap after its '@' on a narrow phone (copying it still gives the address). */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
