import { useEligibilityEnabled } from '../config/config.api';
import { useT } from '../../i18n/LanguageProvider';
import { AccountLinks } from './AccountLinks';
import { HomeFooter, HomeHeader, QuickActions, WelcomeCard } from './HomeSections';

const nothingToDo = () => Promise.resolve();

/**
 * Home's frame without her data, rendered at build time (src/prerender/signed-in-shells.ts) and
 * sent to someone with a session who opens `/`: a slow phone paints it before any script has
 * arrived, and the app draws Home in its place once it knows her. Its parts are Home's own, so
 * nothing moves or grows when it does. Until then a tap on a link opens that page; the sign-out
 * button waits for the app.
 */
export function HomeShell() {
  const t = useT();
  return (
    <main id="main" className="page home" aria-busy="true">
      <HomeHeader
        initial=""
        title={t('home.greeting.noName')}
        links={<AccountLinks signOut={nothingToDo} isSigningOut={false} />}
      />
      <QuickActions eligibilityEnabled={useEligibilityEnabled()} />
      <WelcomeCard />
      <HomeFooter />
    </main>
  );
}
