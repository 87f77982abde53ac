import { CareCirclesPath } from '@tend/contracts';
import { Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { ScreenSpinner } from '../components/PageSpinner';
import { useAuth } from '../features/auth/use-auth';
// In the first download (6 KB): a visitor's first screen must not wait for a chunk and then for
// React to reveal a suspended screen (it holds a revealed fallback at least 300 ms).
import LandingPage from '../features/landing/LandingPage';
import { COACH_SAFETY_PATH } from '../features/coach-safety/page-address';
import { ACCOUNT_DELETED_PATH } from '../features/settings/account-deleted-path';
import type { LegalDocumentId } from '../features/legal/documents';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { useT } from '../i18n/LanguageProvider';

// Every other screen is its own chunk: landing and login load little code.
const HomePage = lazyScreen(() => import('../features/home/HomePage'));
const LoginPage = lazyScreen(() => import('../features/login/LoginPage'));
const SignupPage = lazyScreen(() => import('../features/signup/SignupPage'));
const UnsubscribePage = lazyScreen(() => import('../features/unsubscribe/UnsubscribePage'));
const LegalPage = lazyScreen(() => import('../features/legal/LegalPage'));
const CoachSafetyPage = lazyScreen(() => import('../features/coach-safety/CoachSafetyPage'));
const ProfilePage = lazyScreen(() => import('../features/profile/ProfilePage'));
const NotificationsPage = lazyScreen(() => import('../features/notifications/NotificationsPage'));
const SettingsPage = lazyScreen(() => import('../features/settings/SettingsPage'));
const EligibilityPage = lazyScreen(() => import('../features/eligibility/EligibilityPage'));
const OnboardingPage = lazyScreen(() => import('../features/onboarding/OnboardingPage'));
const CoachPage = lazyScreen(() => import('../features/coach/CoachPage'));
const AssessmentPage = lazyScreen(() => import('../features/assessment/AssessmentPage'));
const AdminDiscoveryPage = lazyScreen(() => import('../features/admin/AdminDiscoveryPage'));
const ResourcesPage = lazyScreen(() => import('../features/resources/ResourcesPage'));
const ConfirmEmailChangePage = lazyScreen(
  () => import('../features/email-change/ConfirmEmailChangePage'),
);
const ForgotPasswordPage = lazyScreen(
  () => import('../features/password-reset/ForgotPasswordPage'),
);
const ResetPasswordPage = lazyScreen(() => import('../features/password-reset/ResetPasswordPage'));
const AccountDeletedPage = lazyScreen(() => import('../features/settings/AccountDeletedPage'));
// The care circle: a recipient's page, its health screens and an invitation's, one chunk.
const CircleScreens = lazyScreen(() => import('../features/circle/CircleScreens'));
const NotFoundPage = lazyScreen(() => import('../components/NotFoundPage'));

/** Logged-in users only: visitors see the landing/login screen; a spinner while auth loads. */
export function Protected({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (isLoading) return <CheckingSignIn />;
  // Signing in from here comes back here (a deep link from a reminder e-mail, say).
  return isAuthenticated ? <>{children}</> : <LandingPage returnTo={pathname + search + hash} />;
}

/** `/`: the home screen when signed in, otherwise the landing/login screen. */
/** The wait while the session is checked, said in the reader's language. */
function CheckingSignIn() {
  const t = useT();
  return <ScreenSpinner label={t('app.checkingSignIn')} />;
}

function HomeOrLanding() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <CheckingSignIn />;
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}

interface ScreenRoute {
  path: string;
  element: ReactNode;
  /** The screen's chunk, fetched early when the app is opened at this address. */
  screen: { preload(): Promise<void> };
  /** Whose first screen it is: a visitor is never sent a signed-in screen's code. */
  preloadFor: 'anyone' | 'signed-in';
}

const open = (path: string, Screen: LazyScreen): ScreenRoute => ({
  path,
  element: <Screen />,
  screen: Screen,
  preloadFor: 'anyone',
});

const signedIn = (path: string, Screen: LazyScreen): ScreenRoute => ({
  path,
  element: (
    <Protected>
      <Screen />
    </Protected>
  ),
  screen: Screen,
  preloadFor: 'signed-in',
});

const legal = (path: string, document: LegalDocumentId): ScreenRoute => ({
  path,
  element: <LegalPage document={document} />,
  screen: LegalPage,
  preloadFor: 'anyone',
});

/** The route table of docs/product-spec.md section 2. */
const screenRoutes: ScreenRoute[] = [
  { path: '/', element: <HomeOrLanding />, screen: HomePage, preloadFor: 'signed-in' },
  // Registered either way: with the flag off the page says 'Feature Coming Soon'
  // (docs/product-spec.md section 2).
  open('/eligibility', EligibilityPage),
  open('/signup', SignupPage),
  open('/login', LoginPage),
  open('/confirm-email', ConfirmEmailChangePage),
  open('/forgot-password', ForgotPasswordPage),
  open('/reset-password', ResetPasswordPage),
  open('/unsubscribe', UnsubscribePage),
  open('/unsubscribe/*', UnsubscribePage),
  legal('/terms-of-service', 'terms'),
  legal('/privacy-policy', 'privacy'),
  legal('/consent-notice', 'consent'),
  open(COACH_SAFETY_PATH, CoachSafetyPage),
  signedIn('/onboarding', OnboardingPage),
  signedIn('/ai-coach', CoachPage),
  signedIn('/assessment', AssessmentPage),
  signedIn('/profile', ProfilePage),
  signedIn('/notifications', NotificationsPage),
  signedIn('/settings', SettingsPage),
  signedIn('/admin/discovery', AdminDiscoveryPage),
  open('/resources', ResourcesPage),
  // A recipient's page, its section (tasks, updates…) and an item of it, as notifications link; its
  // health screens (`/doses`, what dose reminders link to, `/medications/*`, `/care-log`,
  // `/visit-summary`), and a clinician's copy of the doctor's page (no account).
  signedIn(CareCirclesPath, CircleScreens),
  signedIn('/recipients/:id/*', CircleScreens),
  open('/visit/:token', CircleScreens),
  open('/invitations/:token', CircleScreens),
  open(ACCOUNT_DELETED_PATH, AccountDeletedPage),
];

/**
 * The first screen's chunk, resolved once it is ready: fetched while the app asks for its settings
 * and the session, so an address opened directly (a link in an e-mail, a bookmark) shows without a
 * suspense hold; a page rendered at build time waits for it.
 */
export async function loadFirstScreen(pathname: string, isSignedIn: boolean): Promise<void> {
  const route = screenRoutes.find(({ path }) => matchPath(path, pathname));
  if (route && (route.preloadFor === 'anyone' || isSignedIn)) await route.screen.preload();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <Routes>
        {screenRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
