import {
  CustomerServiceOutlined,
  ExportOutlined,
  MailOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { HelpLines, type RouteResponse } from '@tend/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';
import { SimplePage } from '../../components/SimplePage';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/resources';
import { useAuth } from '../auth/use-auth';
import { usePublicConfig } from '../config/config.api';
import { PublicSupportForm } from '../support/PublicSupportForm';
import { useSupport } from '../support/support-context';
import { HELP_NOW_ANCHOR } from './HelpNow';
import { PublicGuidance } from './PublicGuidance';
import { useGetResourcesQuery } from './resources.api';
import '../../components/form.css';
import './resources.css';

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** Where the login page's 'Contact support' lands: `/resources#contact-support`. */
const contactSupportAnchor = 'contact-support';

function SupportContact({ signedIn }: { signedIn: boolean }) {
  const { config } = usePublicConfig();
  const { openSupport } = useSupport();
  const { t, rich } = useLanguage();
  const mail = (
    <a className="btn btn--secondary" href={`mailto:${config.supportEmail}`}>
      <MailOutlined aria-hidden /> {config.supportEmail}
    </a>
  );
  return (
    <section
      id={contactSupportAnchor}
      className={`resources-support${signedIn ? '' : ' resources-support--form'}`}
      aria-labelledby="resources-support"
    >
      <CustomerServiceOutlined className="resources-support__icon" aria-hidden />
      <div>
        <h2 id="resources-support" className="section-title" tabIndex={-1}>
          {t(signedIn ? 'resources.support.signedIn.title' : 'resources.support.visitor.title')}
        </h2>
        {signedIn ? (
          <>
            <p>
              {t('resources.support.signedIn.text', {
                emergency: HelpLines.emergency.number,
                lifeline: HelpLines.lifeline.number,
              })}
            </p>
            <div className="resources-support__actions">
              <button type="button" className="btn btn--primary" onClick={openSupport}>
                {t('resources.support.contact')}
              </button>
              {mail}
            </div>
          </>
        ) : (
          <>
            <p>{t('resources.support.visitor.text')}</p>
            <PublicSupportForm />
            <p className="resources-support__or">
              {rich('resources.support.orEmail', { mail: () => mail })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/** The page's places a link can open at, each with the heading that takes focus there. */
const anchors: Record<string, string> = {
  [`#${contactSupportAnchor}`]: 'resources-support', // the login page's 'Contact support'
  [`#${HELP_NOW_ANCHOR}`]: 'resources-guidance', // Home's and the coach's 'Help now'
};

/** Opened at one of the anchors: show that part and put focus on its heading. */
function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    const heading = anchors[hash];
    if (!ready || !heading) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
    document.getElementById(heading)?.focus({ preventScroll: true });
  }, [ready, hash]);
}

/** What the library holds for her search: the count, then each category's documents. */
function LibraryResults({ library }: { library: RouteResponse<'searchResources'> }) {
  const t = useT();
  return (
    <>
      <p className="muted resources-count">{t('resources.count', { count: library.total })}</p>
      {library.categories.map((group) => (
        <section key={group.category} className="resource-group" aria-label={group.category}>
          <h3 className="resource-group__title">{group.category}</h3>
          <ul className="resource-list">
            {group.documents.map((doc) => (
              <li key={doc.id} className="resource-card">
                <a
                  href={doc.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="resource-card__title"
                >
                  {doc.title}
                  <ExportOutlined
                    aria-label={t('resources.newTab')}
                    className="resource-card__external"
                  />
                </a>
                <p className="resource-card__excerpt">{doc.excerpt}</p>
                <p className="resource-card__meta">{doc.sourceName}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Library() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | undefined>();
  const q = useDebounced(search.trim());
  const { data: all } = useGetResourcesQuery({});
  const { data, isFetching, isError } = useGetResourcesQuery({ q: q || undefined, category });
  const categories = all?.categories.map((c) => c.category) ?? [];
  const searchId = useId();
  const t = useT();

  return (
    <section aria-labelledby="resources-library" className="resources-library">
      <h2 id="resources-library" className="sr-only">
        {t('resources.library')}
      </h2>
      <div className="resources-search" role="search">
        <label htmlFor={searchId} className="sr-only">
          {t('resources.search')}
        </label>
        <SearchOutlined className="resources-search__icon" aria-hidden />
        <input
          id={searchId}
          type="search"
          className="native-input resources-search__input"
          placeholder={t('resources.searchPlaceholder')}
          value={search}
          maxLength={200}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {categories.length > 0 ? (
        <div className="category-chips" role="group" aria-label={t('resources.categories')}>
          <button
            type="button"
            className="category-chip"
            aria-pressed={category === undefined}
            onClick={() => setCategory(undefined)}
          >
            {t('resources.all')}
          </button>
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              className="category-chip"
              aria-pressed={category === c}
              onClick={() => setCategory(category === c ? undefined : c)}
            >
              {c}
            </button>
          ))}
        </div>
      ) : null}
      <div aria-live="polite" aria-busy={isFetching}>
        <QueryState
          query={{ data, isError, isLoading: !data && isFetching }}
          loading={t('resources.loading')}
          error={t('resources.loadFailed')}
          isEmpty={(found) => found.categories.length === 0}
          empty={
            <p className="resources-empty">
              {t(q || category ? 'resources.noMatch' : 'resources.empty')}
            </p>
          }
        >
          {(found) => <LibraryResults library={found} />}
        </QueryState>
      </div>
    </section>
  );
}

/**
 * Caregiving resources. Everyone: help lines to call now and a way to reach support (visitors get
 * the signed-out form). Signed in: the library of approved, discovered content, searchable.
 */
export default function ResourcesPage() {
  const { isAuthenticated, isLoading } = useAuth();
  useScrollToAnchor(!isLoading);
  const { t, rich } = useLanguage();
  const back = isAuthenticated ? {} : { backTo: '/login', backLabel: t('resources.backToSignIn') };
  return (
    <SimplePage title={t('resources.title')} {...back}>
      <div className="resources">
        <p className="muted resources-intro">{t('resources.intro')}</p>
        {isLoading ? null : isAuthenticated ? (
          <Library />
        ) : (
          <p className="resources-signin">
            {rich('resources.signIn', { link: (words) => <Link to="/login">{words}</Link> })}
          </p>
        )}
        <PublicGuidance />
        {isLoading ? null : <SupportContact signedIn={isAuthenticated} />}
      </div>
    </SimplePage>
  );
}
