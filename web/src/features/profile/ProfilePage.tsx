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
import { formatDate, humanize, initials, profileDisplayName } from './profile-display';
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

  useEffect(() => {
    if (authLoading || isAuthenticated) return;
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    const timer = window.setTimeout(
      () => browser.assign(routeUrl('loginNavigation', {})),
      PROFILE_LOGIN_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [authLoading, isAuthenticated, toast]);

  if (authLoading || profileLoading) return <ScreenSpinner label="Loading your profile" />;

  const name = profileDisplayName(profile, user);
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
    <SimplePage title="Profile">
      <section className="profile-card" aria-label="Your details">
        <InitialsAvatar initials={initials(name)} large className="profile-card__avatar" />
        <div className="profile-card__body">
          <h2 className="profile-card__name">{name}</h2>
          {profile?.isOnboardingComplete ? (
            <span className="pill pill--success">
              <SafetyCertificateFilled aria-hidden /> Verified Caregiver
            </span>
          ) : null}
          <ul className="profile-card__facts">
            {user?.email ? (
              <li>
                <MailOutlined aria-hidden />
                <span>
                  <span className="sr-only">Email: </span>
                  <BreakableEmail email={user.email} />
                </span>
              </li>
            ) : null}
            {profile?.phoneNumber ? (
              <li>
                <PhoneOutlined aria-hidden />
                <span>
                  <span className="sr-only">Phone: </span>
                  {profile.phoneNumber}
                </span>
              </li>
            ) : null}
            {profile?.location ? (
              <li>
                <EnvironmentOutlined aria-hidden />
                <span>
                  <span className="sr-only">Location: </span>
                  {profile.location}
                </span>
              </li>
            ) : null}
          </ul>
        </div>
      </section>

      <section className="profile-section" aria-labelledby="recipients-title">
        <h2 id="recipients-title" className="section-title">
          Care recipients
        </h2>
        {recipientList.length === 0 ? (
          <p className="muted">
            No care recipients yet. <Link to="/onboarding">Add the person you care for</Link>.
          </p>
        ) : (
          <ul className="recipient-list">
            {recipientList.map((r) => (
              <li key={r.id} className="recipient">
                <div className="recipient__head">
                  <strong>{r.name}</strong>
                  <span className="muted">{humanize(r.relationship)}</span>
                </div>
                {r.conditions.length > 0 ? (
                  <ul className="chip-list" aria-label="Conditions">
                    {r.conditions.map((c) => (
                      <li key={c} className="chip">
                        {humanize(c)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {r.insuranceType ? (
                  <p className="muted recipient__insurance">
                    Insurance: {humanize(r.insuranceType)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="profile-section" aria-labelledby="summary-title">
        <h2 id="summary-title" className="section-title">
          Account summary
        </h2>
        <dl className="summary-grid">
          <div>
            <dt>Care recipients</dt>
            <dd>{recipientList.length}</dd>
          </div>
          <div>
            <dt>Assessments</dt>
            <dd>{assessmentList.length}</dd>
          </div>
          <div>
            <dt>Last assessment</dt>
            <dd>{formatDate(lastAssessment) ?? 'Never'}</dd>
          </div>
          <div>
            <dt>Account created</dt>
            <dd>{formatDate(user?.createdAt) ?? 'Recently'}</dd>
          </div>
        </dl>
      </section>

      <section className="profile-actions" aria-label="Profile actions">
        <Link to="/onboarding" className="btn btn--secondary">
          <EditOutlined aria-hidden /> Edit Profile
        </Link>
        <Link to="/settings" className="btn btn--secondary">
          <SmileOutlined aria-hidden /> Change Care Coach Avatar
        </Link>
        <Link to="/assessment" className="btn btn--secondary">
          <FormOutlined aria-hidden /> New Assessment
        </Link>
        <button type="button" className="btn btn--secondary btn--danger" onClick={signOut}>
          <LogoutOutlined aria-hidden /> Sign Out
        </button>
      </section>
      <p className="muted profile-footnote">
        <LockOutlined aria-hidden /> Your information is private and only visible to you.
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
