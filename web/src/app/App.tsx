import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AlphaBanner } from '../components/AlphaBanner';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { ScreenSpinner } from '../components/PageSpinner';
import { AnalyticsManager } from '../features/analytics/AnalyticsManager';
import { useAuth } from '../features/auth/use-auth';
import { ConsentReminder } from '../features/analytics/ConsentReminder';
import { usePublicConfig } from '../features/config/config.api';
import { SupportProvider } from '../features/support/support-context';
import { ToastViewport } from '../features/toasts/ToastViewport';
import type { Language } from '../i18n/languages';
import { LanguageProvider, useT } from '../i18n/LanguageProvider';
import { lazyScreen } from './lazy-screen';
import { AppRoutes } from './routes';
import { useScrollRestoration } from './scroll-restoration';
import type { AppStore } from './store';
import { TendTheme } from './TendTheme';

/**
 * The account's language and the bottom navigation, which only someone signed in needs: fetched
 * early when this device holds a session (main.tsx), otherwise once she signs in.
 */
export const SignedInShell = lazyScreen(() => import('./SignedInShell'));

/** Screens that show the bottom navigation to a signed-in user. */
const NAV_PATHS = new Set([
  '/',
  '/profile',
  '/notifications',
  '/settings',
  '/eligibility',
  '/assessment',
  '/resources',
]);

/** Whether the screen at `pathname` shows the navigation to someone signed in. */
export const showsNav = (pathname: string): boolean => NAV_PATHS.has(pathname);

/**
 * What surrounds every screen: the skip link, the banner, the screen, and for someone signed in
 * her account's language and the navigation. The app draws it around its routes; the shells
 * rendered at build time (src/prerender/signed-in-shells.ts) around a screen without her data.
 */
export function AppFrame({
  signedIn,
  showNav,
  children,
}: {
  signedIn: boolean;
  showNav: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <SupportProvider>
      <a className="skip-link" href="#main">
        {t('app.skipLink')}
      </a>
      {/* The banner landmark of every screen; each screen brings its main (and nav, footer). */}
      <header className="app-header">
        <AlphaBanner />
        <OfflineNotice />
      </header>
      <div className={`app-root${showNav ? ' app-root--with-nav' : ''}`}>{children}</div>
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInShell showNav={showNav} />
        </Suspense>
      ) : null}
      <ToastViewport />
      <AnalyticsManager />
      <ConsentReminder />
    </SupportProvider>
  );
}

export function AppShell() {
  const { isLoading: configLoading } = usePublicConfig();
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  useScrollRestoration();

  return (
    <AppFrame signedIn={isAuthenticated} showNav={isAuthenticated && showsNav(pathname)}>
      {configLoading ? <ScreenSpinner /> : <AppRoutes />}
    </AppFrame>
  );
}

/** Which language the app starts in and which it moves to once loaded (i18n/LanguageProvider). */
export interface StartLanguage {
  initial?: Language;
  preferred?: Language;
}

/**
 * The store, the language and the look every screen shares; the router is the caller's (browser
 * or static).
 */
export function AppProviders({
  store,
  language,
  children,
}: {
  store: AppStore;
  language?: StartLanguage;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <TendTheme>
        <LanguageProvider {...language}>{children}</LanguageProvider>
      </TendTheme>
    </Provider>
  );
}

export function App({ store, language }: { store: AppStore; language?: StartLanguage }) {
  return (
    <AppProviders store={store} language={language}>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </AppProviders>
  );
}
