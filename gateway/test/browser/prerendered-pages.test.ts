import type { ConsoleMessage, Page } from 'playwright-core';
import { eventually } from '@tend/platform/testing';
import type { TestStack } from '@tend/test-stack';
import { expectNothingWentWrong, PHONE, type TestPage } from './support/browser';
import { browserSuite } from './support/suite';
import { textOf } from './support/page-text';

/**
 * The public pages arrive rendered (web/scripts/prerender.ts): the first HTML response of the
 * landing, /login and a legal page already holds the headline and its button, in the variant of
 * the eligibility flag the gateway runs with; a browser shows them with scripts off; with scripts
 * on, React takes the markup over without a hydration error or replacing any of it, and the
 * buttons work.
 */
// Restarting the gateway between flags takes long on a loaded 2-core machine.
jest.setTimeout(120_000);

const flagOn = { headline: 'Get Paid to Care for Your Loved One', button: 'See If You Qualify' };
const flagOff = {
  headline: 'Expert Caregiving Support at Your Fingertips',
  button: 'Get Started',
};

/** The console messages and DOM changes that mean hydration did not simply take the page over. */
interface HydrationWatch {
  problems: string[];
}

function watchHydration(page: Page): HydrationWatch {
  const watch: HydrationWatch = { problems: [] };
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    // Production React reports a mismatch as minified errors 418/421/422/423/425.
    if (/hydrat|Minified React error #4(18|21|22|23|25)/i.test(text))
      watch.problems.push(`${message.type()}: ${text}`);
  });
  return watch;
}

/**
 * Records, from before the page's first byte, every element removed from inside #root: a
 * hydration that fell back to rendering anew would replace the prerendered markup (a flash).
 */
const recordRemovals = () => {
  const page = globalThis as unknown as InitGlobals;
  const removed: string[] = [];
  page.tendRemoved = removed;
  new page.MutationObserver((mutations) => {
    for (const { target, removedNodes } of mutations) {
      if (!target.closest?.('#root')) continue;
      for (const node of Array.from(removedNodes))
        if (node.nodeType === 1) removed.push((node.outerHTML ?? '').slice(0, 80));
    }
  }).observe(page.document, { childList: true, subtree: true });
};

/** The browser globals recordRemovals uses (the gateway compiles without the DOM library). */
interface DomNode {
  nodeType: number;
  outerHTML?: string;
  closest?(selector: string): unknown;
}
interface InitGlobals {
  tendRemoved: string[];
  document: unknown;
  MutationObserver: new (
    callback: (mutations: { target: DomNode; removedNodes: ArrayLike<DomNode> }[]) => void,
  ) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void };
}

interface InPage {
  tendRemoved: string[];
  tendMarker?: string;
  document: { querySelector(selector: string): object | null };
  performance: { getEntriesByName(name: string): unknown[] };
  getComputedStyle(element: unknown): { paddingTop: string };
}

/** True once React has attached itself to the page's headline (hydration reached it). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = (globalThis as unknown as InPage).document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The top padding of the section under "What Tend offers": 28px once its stylesheet applies. */
function offersSectionPadding(page: Page): Promise<string> {
  return page.locator('#features-title').evaluate((heading) => {
    const section = (heading as unknown as DomNode).closest?.('section');
    return (globalThis as unknown as InPage).getComputedStyle(section).paddingTop;
  });
}

describe('public pages rendered at build time, served by the gateway', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  let scriptless: Page;

  beforeAll(async () => {
    stack = await suite.start(['identity'], { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    tab = await suite.newPage();
    await tab.context.addInitScript(recordRemovals);
    const context = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    scriptless = await context.newPage();
  });

  afterEach(() => {
    expectNothingWentWrong(tab);
  });

  async function firstResponse(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${stack.url}${path}`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return textOf(await response.text());
  }

  it('with the flag on: the first response of /, /login and a legal page holds their content', async () => {
    const landing = await firstResponse('/');
    expect(landing).toContain(flagOn.headline);
    expect(landing).toContain(flagOn.button);
    expect(landing).toContain('Takes 30 seconds');
    expect(landing).not.toContain(flagOff.headline);
    expect(landing).not.toContain(flagOff.button);

    const login = await firstResponse('/login');
    expect(login).toContain('Welcome back');
    expect(login).toContain('Sign In');
    expect(login).toContain('Forgot password?');

    const terms = await firstResponse('/terms-of-service');
    expect(terms).toContain('Terms of Service');
    expect(terms).toContain('Last updated: August 27, 2025');
    expect(terms).toContain('Back');
    const privacy = await firstResponse('/privacy-policy?returnTo=/signup');
    expect(privacy).toContain('Last updated: August 27, 2025');

    // Compressed for a browser that says it can read gzip (fetch does, and decompresses above).
    const compressed = await fetch(`${stack.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
  });

  it('the landing asks for four scripts: the entry, the runtime, the framework and the app', async () => {
    // Each request costs a phone's main thread before the first paint (the build had made the
    // app's shared code eight files, some of 100 bytes).
    const html = await (await fetch(`${stack.url}/`)).text();
    const scripts = new Set([...html.matchAll(/"\/assets\/([^"]+\.js)"/g)].map(([, file]) => file));
    expect([...scripts].map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'app',
      'framework',
      'index',
      'rolldown-runtime',
    ]);
  });

  it('the landing paints its first screen while the stylesheet of the sections below is on its way', async () => {
    // A phone's first paint had waited on the layout of the whole page; the sections' stylesheet
    // is linked after the first screen, so the browser paints the hero, then reads on.
    const context = await suite.browser.newContext({ viewport: PHONE });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/landing-sections-*.css', async (route) => {
      await held;
      await route.continue();
    });
    const p = await context.newPage();
    try {
      await p.goto(`${stack.url}/`, { waitUntil: 'commit' });
      await p.getByRole('heading', { level: 1, name: flagOn.headline }).waitFor();
      await p.waitForFunction(() => {
        const { performance } = globalThis as unknown as InPage;
        return performance.getEntriesByName('first-contentful-paint').length > 0;
      });
      expect(await p.getByRole('link', { name: flagOn.button }).isVisible()).toBe(true);
      // Nothing below the first screen is shown unstyled meanwhile: the browser has not read it.
      expect(await p.getByRole('heading', { name: 'What Tend offers' }).count()).toBe(0);

      release();
      await p.getByRole('heading', { name: 'What Tend offers' }).waitFor();
      expect(await offersSectionPadding(p)).toBe('28px');
    } finally {
      release();
      await context.close();
    }
  });

  it('the landing reached inside the app, from /login, loads the stylesheet of its sections too', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const p = await context.newPage();
    try {
      await p.goto(`${stack.url}/login`);
      await waitForHydration(p);
      await p.getByRole('link', { name: 'Tend home' }).click();
      await p.getByRole('heading', { name: 'What Tend offers' }).waitFor();
      await eventually(
        async () => (await offersSectionPadding(p)) === '28px',
        10_000,
        "the sections' stylesheet applied",
      );
    } finally {
      await context.close();
    }
  });

  it('every other address, a login with a notice to show, and a signed-in browser elsewhere get the app shell', async () => {
    for (const [path, headers] of [
      ['/eligibility', {}],
      ['/no-such-page', {}],
      ['/login?reason=signed-out', {}],
      ['/profile', { cookie: 'tend_session=a-session' }],
    ] as const) {
      const text = await firstResponse(path, headers);
      expect({ path, text: text.trim() }).toEqual({
        path,
        text: 'Tend: support for family caregivers',
      });
    }
  });

  it('a signed-in browser gets, for / and /ai-coach, their frames without her data, never the landing', async () => {
    // Rendered at build time like the public pages (web/src/prerender/signed-in-shells.ts); the
    // app draws her own screen in their place (signed-in-shell.test.ts).
    const session = { cookie: 'tend_session=a-session' };
    const home = await firstResponse('/', session);
    expect(home).toContain('Quick Actions');
    expect(home).toContain('Check Eligibility');
    expect(home).not.toContain(flagOn.headline);
    const coach = await firstResponse('/ai-coach', session);
    expect(coach).toContain("Hi there, I'm Sage.");
    // Her data is asked for by the app, never put in a page built for everyone.
    const html = await (await fetch(`${stack.url}/`, { headers: session })).text();
    expect(html).toContain('"signedInShell":true');
  });

  it('with scripts off, a browser shows the headline, its button and the styled legal page', async () => {
    await scriptless.goto(`${stack.url}/`);
    expect(await scriptless.getByRole('heading', { level: 1 }).innerText()).toBe(flagOn.headline);
    const qualify = scriptless.getByRole('link', { name: flagOn.button });
    expect(await qualify.isVisible()).toBe(true);
    expect(await qualify.getAttribute('href')).toBe('/eligibility');

    await scriptless.goto(`${stack.url}/login`);
    await scriptless.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await scriptless.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);

    // Ant Design's styles arrived with the page: its Back button looks as it does once the
    // scripts have run.
    await scriptless.goto(`${stack.url}/consent-notice`);
    await scriptless.getByRole('heading', { level: 1 }).waitFor();
    const withoutScripts = await backButtonLook(scriptless);
    await tab.page.goto(`${stack.url}/consent-notice`);
    await waitForHydration(tab.page);
    await tab.page.waitForLoadState('networkidle');
    expect(withoutScripts).toEqual(await backButtonLook(tab.page));
    expect(withoutScripts).toMatchObject({ fontWeight: '600', display: 'flex' });
  });

  it('with the flag on: the landing hydrates without an error or a flash, and its button navigates', async () => {
    const p = tab.page;
    const watch = watchHydration(p);
    await p.goto(`${stack.url}/`);
    await waitForHydration(p);
    await p.waitForLoadState('networkidle');
    expect(await removedDuringHydration(p)).toEqual([]);
    await p.evaluate(() => {
      (globalThis as unknown as InPage).tendMarker = 'same document';
    });
    await p.getByRole('link', { name: flagOn.button }).click();
    await p.waitForURL(`${stack.url}/eligibility`);
    await p.getByRole('heading', { level: 1 }).filter({ hasNotText: flagOn.headline }).waitFor();
    // Followed by the app's router, not a new page load.
    expect(await p.evaluate(() => (globalThis as unknown as InPage).tendMarker)).toBe(
      'same document',
    );
    expect(watch.problems).toEqual([]);
  });

  it('/login and a legal page hydrate without an error or a flash and work', async () => {
    const p = tab.page;
    const watch = watchHydration(p);
    await p.goto(`${stack.url}/login`);
    await waitForHydration(p);
    await p.waitForLoadState('networkidle');
    expect(await removedDuringHydration(p)).toEqual([]);
    // The form is React's: an empty submit is checked on the page.
    await p.getByRole('button', { name: 'Sign In' }).click();
    await p.locator('.field__error').first().waitFor();

    await p.goto(`${stack.url}/privacy-policy?returnTo=/login`);
    await waitForHydration(p);
    await p.waitForLoadState('networkidle');
    expect(await removedDuringHydration(p)).toEqual([]);
    await p.getByRole('button', { name: 'Back' }).click();
    await p.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/login');
    expect(watch.problems).toEqual([]);
  });

  it('with the flag off: the other landing in the first response, with scripts off, and hydrated', async () => {
    await stack.restartGateway({ FEATURE_ELIGIBILITY_ENABLED: 'false' });
    const landing = await firstResponse('/');
    expect(landing).toContain(flagOff.headline);
    expect(landing).toContain(flagOff.button);
    expect(landing).not.toContain(flagOn.headline);
    expect(landing).not.toContain('Takes 30 seconds');

    await scriptless.goto(`${stack.url}/`);
    expect(await scriptless.getByRole('heading', { level: 1 }).innerText()).toBe(flagOff.headline);

    const p = tab.page;
    const watch = watchHydration(p);
    await p.goto(`${stack.url}/`);
    await waitForHydration(p);
    await p.waitForLoadState('networkidle');
    expect(await removedDuringHydration(p)).toEqual([]);
    await p.getByRole('link', { name: flagOff.button }).click();
    await p.getByText('Step 1 of 5').waitFor();
    expect(new URL(p.url()).pathname).toBe('/signup');
    expect(watch.problems).toEqual([]);
  });
});

/** How the legal page's Back button (an antd Button) is drawn. */
function backButtonLook(page: Page): Promise<Record<string, string>> {
  return page.getByRole('button', { name: 'Back' }).evaluate((element) => {
    const style = (
      globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }
    ).getComputedStyle(element);
    const shown = ['display', 'height', 'fontWeight', 'paddingLeft', 'borderRadius', 'color'];
    return Object.fromEntries(shown.map((name) => [name, style[name]]));
  });
}

/** The elements removed from inside #root since the page loaded. */
function removedDuringHydration(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as InPage).tendRemoved);
}
