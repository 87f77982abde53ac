import { BottomNav } from '../components/BottomNav';
import { useAccountLanguage } from '../features/auth/follow-account-language';

/**
 * What the app shell adds around the screens for someone signed in: her account's language
 * followed, and the bottom navigation where it belongs. A chunk of its own (App.tsx), so a
 * visitor's first download does not carry it.
 */
export default function SignedInShell({ showNav }: { showNav: boolean }) {
  useAccountLanguage();
  return showNav ? <BottomNav /> : null;
}
