import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { withWords } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/home';
import { useAuth } from '../auth/use-auth';
import { useSignOut } from '../auth/use-sign-out';
import { useGetAssessmentsQuery } from '../assessment/assessment.api';
import { useEligibilityEnabled } from '../config/config.api';
import { useGetEligibilityResultsQuery } from '../eligibility/eligibility.api';
import { useGetProfileQuery, useGetRecipientsQuery } from '../profile/profile.api';
import { AccountLinks } from './AccountLinks';
import { CompleteProfilePrompt } from './CompleteProfilePrompt';
import { avatarInitial, greetingName } from './greeting';
import { HomeFooter, HomeHeader, QuickActions, WelcomeCard } from './HomeSections';
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
      <HomeHeader
        initial={initial}
        title={
          name === 'there' && !isSigningOut
            ? t('home.greeting.noName')
            : t('home.greeting', { name: shownName })
        }
        caredFor={caredFor}
        links={<AccountLinks signOut={signOut} isSigningOut={isSigningOut} />}
      />

      <CompleteProfilePrompt />

      <QuickActions eligibilityEnabled={flagOn} />

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

      <WelcomeCard />

      <HomeFooter />
    </main>
  );
}
