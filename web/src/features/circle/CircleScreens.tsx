import { useParams } from 'react-router-dom';
import { lazyScreen } from '../../app/lazy-screen';

// Each screen is a chunk of its own behind this small one: the app shell, in the landing's first
// download, then names one chunk here instead of the dozens of Ant Design parts the screens use.
const RecipientPage = lazyScreen(() => import('./RecipientPage'));
const InvitationPage = lazyScreen(() => import('./InvitationPage'));

// The screen asked for starts downloading as soon as this chunk arrives, not at its first render.
if (typeof window !== 'undefined')
  (window.location.pathname.startsWith('/invitations/') ? InvitationPage : RecipientPage)
    .preload()
    .catch(() => undefined);

/** The care circle's screens: a recipient's page (`/recipients/:id/*`) and an invitation's. */
export default function CircleScreens() {
  const { token } = useParams();
  return token ? <InvitationPage /> : <RecipientPage />;
}
