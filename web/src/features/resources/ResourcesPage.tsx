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
import { useAuth } from '../auth/use-auth';
import { usePublicConfig } from '../config/config.api';
import { PublicSupportForm } from '../support/PublicSupportForm';
import { useSupport } from '../support/support-context';
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
          {signedIn ? 'Need help from a person?' : 'Contact support'}
        </h2>
        {signedIn ? (
          <>
            <p>
              Our support team answers by email, usually within 24 hours. In an emergency, call{' '}
              {HelpLines.emergency.number}. If you are in crisis, call or text{' '}
              {HelpLines.lifeline.number}.
            </p>
            <div className="resources-support__actions">
              <button type="button" className="btn btn--primary" onClick={openSupport}>
                Contact Support
              </button>
              {mail}
            </div>
          </>
        ) : (
          <>
            <p>
              Can&apos;t sign in, or have a question? Write to us here, no account needed. We answer
              by email, usually within 24 hours.
            </p>
            <PublicSupportForm />
            <p className="resources-support__or">Or email us: {mail}</p>
          </>
        )}
      </div>
    </section>
  );
}

/** Opened at `#contact-support` (the login page's link): show the form and put focus on it. */
function useScrollToContact(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${contactSupportAnchor}`) return;
    document.getElementById(contactSupportAnchor)?.scrollIntoView({ block: 'start' });
    document.getElementById('resources-support')?.focus({ preventScroll: true });
  }, [ready, hash]);
}

/** What the library holds for her search: the count, then each category's documents. */
function LibraryResults({ library }: { library: RouteResponse<'searchResources'> }) {
  return (
    <>
      <p className="muted resources-count">
        {library.total === 1 ? '1 resource' : `${library.total} resources`}
      </p>
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
                    aria-label="(opens in a new tab)"
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

  return (
    <section aria-labelledby="resources-library" className="resources-library">
      <h2 id="resources-library" className="sr-only">
        Caregiving library
      </h2>
      <div className="resources-search" role="search">
        <label htmlFor={searchId} className="sr-only">
          Search resources
        </label>
        <SearchOutlined className="resources-search__icon" aria-hidden />
        <input
          id={searchId}
          type="search"
          className="native-input resources-search__input"
          placeholder="Search resources, e.g. sundowning"
          value={search}
          maxLength={200}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {categories.length > 0 ? (
        <div className="category-chips" role="group" aria-label="Categories">
          <button
            type="button"
            className="category-chip"
            aria-pressed={category === undefined}
            onClick={() => setCategory(undefined)}
          >
            All
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
          loading="Loading the library..."
          error="The library could not be loaded. Please try again."
          isEmpty={(found) => found.categories.length === 0}
          empty={
            <p className="resources-empty">
              {q || category
                ? 'No resources match your search.'
                : 'The library is being put together. Please check back soon.'}
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
  useScrollToContact(!isLoading);
  const back = isAuthenticated ? {} : { backTo: '/login', backLabel: 'Back to sign in' };
  return (
    <SimplePage title="Caregiving Resources" {...back}>
      <div className="resources">
        <p className="muted resources-intro">
          Trusted articles and guides for family caregivers, gathered from reviewed sources.
        </p>
        {isLoading ? null : isAuthenticated ? (
          <Library />
        ) : (
          <p className="resources-signin">
            <Link to="/login">Sign in</Link> to browse the caregiving library.
          </p>
        )}
        <PublicGuidance />
        {isLoading ? null : <SupportContact signedIn={isAuthenticated} />}
      </div>
    </SimplePage>
  );
}
