import { CareCirclesPath } from '@tend/contracts';
import { useLocation } from 'react-router-dom';
import { lazyScreen } from '../../app/lazy-screen';
import { isHealthAddress } from '../care-log/health-access';

// Each screen is a chunk of its own behind this small one: the app shell, in the landing's first
// download, then names one chunk here instead of the dozens of Ant Design parts the screens use.
const RecipientPage = lazyScreen(() => import('./RecipientPage'));
const InvitationPage = lazyScreen(() => import('./InvitationPage'));
const CirclesPage = lazyScreen(() => import('./CirclesPage'));
// The recipient's health screens (medicines, doses, care log, doctor's page) are reached from here
// rather than named in the app shell: the landing's first download stays within its aim.
const HealthScreens = lazyScreen(() => import('../care-log/HealthScreens'));

function screenOf(pathname: string) {
  if (isHealthAddress(pathname)) return HealthScreens;
  if (pathname === CareCirclesPath) return CirclesPage;
  return pathname.startsWith('/invitations/') ? InvitationPage : RecipientPage;
}

// The screen asked for starts downloading as soon as this chunk arrives, not at its first render.
if (typeof window !== 'undefined')
  screenOf(window.location.pathname)
    .preload()
    .catch(() => undefined);

/**
 * The care circle's screens: her circles (`/circles`), a recipient's page (`/recipients/:id/*`),
 * an invitation's, and the
 * health screens under the recipient's address and a clinician's `/visit/:token`.
 */
export default function CircleScreens() {
  const Screen = screenOf(useLocation().pathname);
  return <Screen />;
}
