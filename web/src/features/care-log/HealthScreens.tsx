import { useLocation } from 'react-router-dom';
import { lazyScreen } from '../../app/lazy-screen';

// Each screen is a chunk of its own behind this small one, reached from the circle's (CircleScreens):
// the app shell names neither (measured: three lazy routes added 0.4 KB gzip to the landing).
const CareLogPage = lazyScreen(() => import('./CareLogPage'));
const VisitSummaryPage = lazyScreen(() => import('../visit-summary/VisitSummaryPage'));
const SharedVisitPage = lazyScreen(() => import('../visit-summary/SharedVisitPage'));
const MedicineScreensPage = lazyScreen(() => import('../medications/MedicineScreensPage'));

/** Which screen an address opens: a clinician's link, medicines, the doctor's page, or the care log. */
function screenOf(pathname: string) {
  if (pathname.startsWith('/visit/')) return SharedVisitPage;
  if (/^\/recipients\/[^/]+\/(doses|medications)(\/|$)/.test(pathname)) return MedicineScreensPage;
  return pathname.endsWith('/visit-summary') ? VisitSummaryPage : CareLogPage;
}

// The screen asked for starts downloading as soon as this chunk arrives, not at its first render.
if (typeof window !== 'undefined')
  screenOf(window.location.pathname)
    .preload()
    .catch(() => undefined);

/**
 * The recipient's health screens (issue 47): today's doses `/recipients/:id/doses`, the medicines
 * `/recipients/:id/medications/*`, `/recipients/:id/care-log`, `/recipients/:id/visit-summary`,
 * and a clinician's `/visit/:token`.
 */
export default function HealthScreens() {
  const Screen = screenOf(useLocation().pathname);
  return <Screen />;
}
