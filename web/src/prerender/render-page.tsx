/**
 * The server entry of the build (`vite build --ssr`): renders a public page to HTML with the
 * Ant Design styles it uses, for scripts/prerender.ts. Never part of the browser's bundle.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/utils';
import type { PublicConfig } from '@tend/contracts';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppFrame, AppProviders, AppShell, showsNav, SignedInShell } from '../app/App';
import type { PrerenderedState } from '../app/prerendered';
import { startAsRendered } from '../app/prerendered';
import { loadFirstScreen } from '../app/routes';
import { makeStore } from '../app/store';
import { loadCatalogue } from '../i18n/catalogue';
import { textIn } from '../i18n/LanguageProvider';
// The document's title and description, which only the build needs (not the first download).
import '../i18n/parts/common';
import { baseLanguage, type Language } from '../i18n/languages';
import { fallbackConfig } from '../features/config/config.api';
import type { PublicPage } from './public-pages';
import type { SignedInShellPage } from './signed-in-shells';

export { publicPages } from './public-pages';
export { signedInShells } from './signed-in-shells';
export { Languages } from '../i18n/languages';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** `<style>` elements for the head: the Ant Design styles the markup uses, and its icons'. */
  styles: string;
  /** What the browser starts from when it hydrates the page. */
  state: PrerenderedState;
  /** The document's title and description, in the page's language. */
  title: string;
  description: string;
}

/**
 * The page as a visitor's browser first renders it, in `language`, with the build's default
 * settings and the eligibility flag as given. The page's own chunk is loaded first, so nothing suspends.
 */
export async function renderPage(
  page: PublicPage,
  eligibilityEnabled: boolean,
  language: Language = baseLanguage,
): Promise<RenderedPage> {
  const title = () => {
    const t = textIn(language);
    return page.titleId ? `${t(page.titleId)} · Tend` : (page.title ?? t('page.documentTitle'));
  };
  return renderTree({
    path: page.path,
    signedIn: false,
    language,
    config: { ...fallbackConfig, eligibilityEnabled },
    tree: <AppShell />,
    title,
    state: { visitorOnly: page.visitorOnly },
  });
}

/**
 * A signed-in screen's shell (signed-in-shells.ts): its frame in `language` with the flag as
 * given, inside the app's own frame and navigation, nobody's data in it.
 */
export async function renderShell(
  shell: SignedInShellPage,
  eligibilityEnabled: boolean,
  language: Language = baseLanguage,
): Promise<RenderedPage> {
  const { Screen } = shell;
  return renderTree({
    path: shell.path,
    signedIn: true,
    language,
    config: { ...fallbackConfig, eligibilityEnabled },
    tree: (
      <AppFrame signedIn showNav={showsNav(shell.path)}>
        <Screen />
      </AppFrame>
    ),
    title: () => textIn(language)('page.documentTitle'),
    state: { visitorOnly: false, signedInShell: true },
  });
}

interface Rendering {
  path: string;
  /** Whose screen: the signed-in shell's chunk and the screen's are loaded first. */
  signedIn: boolean;
  language: Language;
  config: PublicConfig;
  tree: ReactNode;
  /** Read once the screen's chunk has added its words. */
  title: () => string;
  state: Omit<PrerenderedState, 'config' | 'language'>;
}

async function renderTree({
  path,
  signedIn,
  language,
  config,
  tree,
  title,
  state,
}: Rendering): Promise<RenderedPage> {
  const store = makeStore();
  startAsRendered(store, config);
  await Promise.all([
    loadFirstScreen(path, signedIn),
    loadCatalogue(language),
    signedIn ? SignedInShell.preload() : undefined,
  ]);
  const cache = createCache();
  const { prelude } = await prerender(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppProviders store={store} language={{ initial: language }}>
          <StaticRouter location={path}>{tree}</StaticRouter>
        </AppProviders>
      </StyleProvider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // Ant Design's design tokens (12 KB of CSS variables, which a phone parses before it paints)
  // serve only its components: a page that shows none of them goes without, and the runtime adds
  // them when it hydrates. Our own styles (the type scale) are kept.
  const showsAntdComponents = /class="[^"]*\bant-/.test(html);
  const types = showsAntdComponents ? undefined : { types: 'style' as const };
  // Marked as the icons' own style element, so their runtime updates it instead of adding one.
  const icons = `<style data-rc-order="prepend" rc-util-key="@ant-design-icons">${iconStyles}</style>`;
  return {
    title: title(),
    description: textIn(language)('page.description'),
    html,
    styles: `${extractStyle(cache, types)}${icons}`,
    state: { config, language, ...state },
  };
}
