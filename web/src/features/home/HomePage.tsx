import { MessageOutlined, RightOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { HelpLines } from '@tend/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { withWords } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import '../../i18n/parts/home';
import { useAuth } from '../auth/use-auth';
import { useSignOut } from '../auth/use-sign-out';
import { useGetAssessmentsQuery } from '../assessment/assessment.api';
import { useEligibilityEnabled } from '../config/config.api';
import { useGetEligibilityResultsQuery } from '../eligibility/eligibility.api';
import { LegalLinks } from '../legal/LegalLinks';
import { HelpNowCard } from '../resources/HelpNow';
import { useGetProfileQuery, useGetRecipientsQuery } from '../profile/profile.api';
import { AccountLinks } from './AccountLinks';
import { CompleteProfilePrompt } from './CompleteProfilePrompt';
import { avatarInitial, greetingName } from './greeting';
import { LastCheckIn } from './LastCheckIn';
import '../../components/pill.css';
import './home.css';

// A chunk of its own: the circle's calls and times are shared with its screens, and each chunk
// shared between routes adds its name to the app shell the landing downloads.
const CirclesOnHome = lazy(() => withWords(import('../circle/CirclesOnHome')));
// Its own chunk too: the state programs it reads are most of Home's code, and a first visit on a
// slow phone should show Home without waiting for them (infra/bench/first-visit.bench.ts).
const HomeProgramCards = lazy(() =>
  withWords(import('./HomeProgramCards')).then(({ HomeProgramCards: cards }) => ({
    default: cards,
  })),
);

export default function HomePage() {
  const { user } = useAuth();
  const flagOn = useEligibilityEnabled();
  const { data: profile } = useGetProfileQuery();
  // Fetched on this page (docs/product-spec.md section 2, Home); the newest shows as her last check-in.
  const { data: assessments } = useGetAssessmentsQuery();
  const { data: recipients } = useGetRecipientsQuery();
  const { data: results, isLoading: resultsLoading } = useGetEligibilityResultsQuery(undefined, {
    skip: !flagOn,
  });
  const { signOut, isSigningOut } = useSignOut();

  const name = greetingName(user, profile);
  const shownName = isSigningOut ? '...' : name;
  const initial = isSigningOut ? '...' : avatarInitial(name);
  const { t, language } = useLanguage();
  // Everyone she cares for, in her language's way of listing ("Dad and Mom", "papá y mamá").
  const caredFor = recipients?.length
    ? new Intl.ListFormat(language, { type: 'conjunction' }).format(recipients.map((r) => r.name))
    : undefined;

  return (
    <main id="main" className="page home">
      <header className="home__header">
        <InitialsAvatar initials={initial} className="home__avatar" />
        <div className="home__greeting">
          <h1 className="page-title">
            {name === 'there' && !isSigningOut
              ? t('home.greeting.noName')
              : t('home.greeting', { name: shownName })}
          </h1>
          <p className="muted home__sub">{t('home.howAreYou')}</p>
          {caredFor ? (
            <p className="home__caring-for">{t('home.caringFor', { name: caredFor })}</p>
          ) : null}
        </div>
        <AccountLinks signOut={signOut} isSigningOut={isSigningOut} />
      </header>

      <CompleteProfilePrompt />

      <section aria-labelledby="quick-actions" className="home__section">
        <h2 id="quick-actions" className="section-title">
          {t('home.quickActions')}
        </h2>
        <div className="home__quick">
          <Link to="/ai-coach" className="quick-card">
            <span className="quick-card__icon" aria-hidden>
              <MessageOutlined />
            </span>
            <span className="quick-card__text">
              <strong>{t('home.coach.title')}</strong>
              <span>{t('home.coach.text')}</span>
            </span>
            <RightOutlined aria-hidden className="quick-card__chevron" />
          </Link>
          {flagOn ? (
            <Link to="/eligibility" className="quick-card">
              <span className="quick-card__icon quick-card__icon--warm" aria-hidden>
                <SafetyCertificateOutlined />
              </span>
              <span className="quick-card__text">
                <strong>{t('home.eligibility.title')}</strong>
                <span>{t('home.eligibility.text')}</span>
              </span>
              <RightOutlined aria-hidden className="quick-card__chevron" />
            </Link>
          ) : null}
          <HelpNowCard />
        </div>
      </section>

      <Suspense fallback={null}>
        <CirclesOnHome recipients={recipients ?? []} />
      </Suspense>

      <LastCheckIn last={assessments?.[0]} />

      {flagOn ? (
        <section aria-labelledby="compensation" className="home__section">
          <div className="row home__section-head">
            <h2 id="compensation" className="section-title">
              {t('home.compensation')}
            </h2>
            <div className="spacer" />
            <Link to="/eligibility" className="text-button">
              {t('home.viewAll')}
            </Link>
          </div>
          <Suspense fallback={<div className="program-cards program-cards--arriving" aria-busy />}>
            <HomeProgramCards results={results} loading={resultsLoading} />
          </Suspense>
        </section>
      ) : null}

      <section className="home__section welcome-card" aria-labelledby="welcome">
        <h2 id="welcome" className="section-title">
          {t('home.welcome.title')}
        </h2>
        <p>{t('home.welcome.text')}</p>
        <p className="muted welcome-card__note">
          {t('home.disclaimer', { number: HelpLines.emergency.number })}
        </p>
      </section>

      <footer className="home__footer">
        <LegalLinks className="home__legal" />
        <LanguageSwitch className="home__language" />
      </footer>
    </main>
  );
}
