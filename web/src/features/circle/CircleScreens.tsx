import { useMatch } from 'react-router-dom';
import InvitationPage from './InvitationPage';
import RecipientPage from './RecipientPage';

/**
 * The care circle's screens, one chunk behind one lazy import: each route the app shell adds
 * costs the landing's first download its address and its chunk's list of dependencies.
 */
export default function CircleScreens() {
  return useMatch('/invitations/:token') ? <InvitationPage /> : <RecipientPage />;
}
