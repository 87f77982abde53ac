import { lazyScreen } from '../../app/lazy-screen';

// The screens are a chunk of their own behind this small one: the app shell, in the landing's
// first download, then names one chunk here instead of the Ant Design parts the screens use.
const MedicineScreensPage = lazyScreen(() => import('./MedicineScreensPage'));

// The screens start downloading as soon as this chunk arrives, not at their first render.
if (typeof window !== 'undefined') MedicineScreensPage.preload().catch(() => undefined);

/** A recipient's medicines and today's doses (see MedicineScreensPage for the addresses). */
export default function MedicationScreens() {
  return <MedicineScreensPage />;
}
