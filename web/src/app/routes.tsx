import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useAuth } from '../features/auth/use-auth';

// Every screen is its own chunk: landing and login load little code.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const LoginPage = lazy(() => import('../features/login/LoginPage'));
const SignupPage = lazy(() => import('../features/signup/SignupPage'));
const UnsubscribePage = lazy(() => import('../features/unsubscribe/UnsubscribePage'));
const LegalPage = lazy(() => import('../features/legal/LegalPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const EligibilityPage = lazy(() => import('../features/eligibility/EligibilityPage'));
const OnboardingPage = lazy(() => import('../features/onboarding/OnboardingPage'));
const CoachPage = lazy(() => import('../features/coach/CoachPage'));
const AssessmentPage = lazy(() => import('../features/assessment/AssessmentPage'));
const AdminDiscoveryPage = lazy(() => import('../features/admin/AdminDiscoveryPage'));
const ResourcesPage = lazy(() => import('../features/resources/ResourcesPage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

/** `/`: the home screen when signed in, otherwise the landing/login screen. */
function HomeOrLanding() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your sign-in" />;
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}

/** Logged-in users only: visitors see the landing/login screen; a spinner while auth loads. */
export function Protected({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your sign-in" />;
  return isAuthenticated ? <>{children}</> : <LandingPage />;
}

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<HomeOrLanding />} />
        {/* Registered either way: with the flag off the page says 'Feature Coming Soon' (spec 2). */}
        <Route path="/eligibility" element={<EligibilityPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
        <Route path="/unsubscribe/*" element={<UnsubscribePage />} />
        <Route path="/terms-of-service" element={<LegalPage document="terms" />} />
        <Route path="/privacy-policy" element={<LegalPage document="privacy" />} />
        <Route path="/consent-notice" element={<LegalPage document="consent" />} />
        <Route
          path="/onboarding"
          element={
            <Protected>
              <OnboardingPage />
            </Protected>
          }
        />
        <Route
          path="/ai-coach"
          element={
            <Protected>
              <CoachPage />
            </Protected>
          }
        />
        <Route
          path="/assessment"
          element={
            <Protected>
              <AssessmentPage />
            </Protected>
          }
        />
        <Route
          path="/profile"
          element={
            <Protected>
              <ProfilePage />
            </Protected>
          }
        />
        <Route
          path="/notifications"
          element={
            <Protected>
              <NotificationsPage />
            </Protected>
          }
        />
        <Route
          path="/settings"
          element={
            <Protected>
              <SettingsPage />
            </Protected>
          }
        />
        <Route
          path="/admin/discovery"
          element={
            <Protected>
              <AdminDiscoveryPage />
            </Protected>
          }
        />
        <Route path="/resources" element={<ResourcesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
