import { COACH_SAFETY_PATH } from '../features/coach-safety/page-address';
import type { MessageId } from '../i18n/catalogue';
import { LegalDocuments, type LegalDocumentId } from '../features/legal/documents';

/** A page rendered to HTML at build time, so its first response already shows its content. */
export interface PublicPage {
  path: string;
  /** The file name under dist/prerendered/<flag>/. */
  name: string;
  /** The page module in Vite's manifest whose chunk and CSS the page needs; null: in the entry. */
  module: string | null;
  /** Its content depends on the query string: only the address without one is prerendered. */
  readsQuery: boolean;
  /** What a visitor sees at this address: someone signed in is shown another screen there. */
  visitorOnly: boolean;
  /** The document title the page sets once it runs, in English only (the legal documents). */
  title?: string;
  /** The document title the page sets once it runs, in the reader's language (` · Tend` after it). */
  titleId?: MessageId;
}

const legalPage = (path: string, name: string, document: LegalDocumentId): PublicPage => ({
  path,
  name,
  module: 'src/features/legal/LegalPage.tsx',
  readsQuery: false, // returnTo only decides where Back goes
  visitorOnly: false,
  title: `${LegalDocuments[document].title} · Tend`,
});

/**
 * The public pages a visitor opens first: the landing, login, the legal documents and the coach's
 * crisis protocol.
 */
export const publicPages: PublicPage[] = [
  { path: '/', name: 'landing', module: null, readsQuery: false, visitorOnly: true },
  {
    path: '/login',
    name: 'login',
    module: 'src/features/login/LoginPage.tsx',
    readsQuery: true, // ?reason=signed-out adds a notice
    visitorOnly: false,
  },
  legalPage('/terms-of-service', 'terms-of-service', 'terms'),
  legalPage('/privacy-policy', 'privacy-policy', 'privacy'),
  legalPage('/consent-notice', 'consent-notice', 'consent'),
  {
    path: COACH_SAFETY_PATH,
    name: 'coach-safety',
    module: 'src/features/coach-safety/CoachSafetyPage.tsx',
    readsQuery: false, // returnTo only decides where Back goes
    visitorOnly: false,
    titleId: 'coachSafety.title',
  },
];
