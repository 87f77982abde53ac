import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { eventually } from '@tend/platform/testing';
import { recordToasts } from './toasts';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

/** The repository root (this file is gateway/test/browser/support/browser.ts). */
export const repoRoot = path.resolve(__dirname, '../../../..');
export const webDist = path.join(repoRoot, 'web/dist');
export const screenshotDir = path.join(repoRoot, 'test-output/screenshots');

/** A window's size in CSS px. */
export interface Viewport {
  width: number;
  height: number;
}

/** The test browser's time zone: where the web app's dates fall (not this process's `TZ`). */
export const BROWSER_TIME_ZONE = 'UTC';
/** The two widths every screen is looked at: a phone and a desktop. */
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** Screens must also fit this width (checked for every pair of screenshots). */
export const NARROW_PHONE_WIDTH = 360;

/** Debian's Chromium; never a test tool's own browser download. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Fails with a clear message when the web app has not been built (npm test builds it first). */
export function requireWebBuild(): string {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error(
      `The browser tests need the built web app: ${webDist}/index.html is missing. ` +
        'Run `npm run build -w web` (npm test builds it before testing).',
    );
  return webDist;
}

/**
 * One headless Chromium for a test file. Playwright gives every launch a fresh, temporary user
 * data directory (removed on close), and every context below is a fresh profile inside it.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath))
    throw new Error(
      `The browser tests need Chromium at ${executablePath}: apt-get install -y chromium ` +
        '(npm test installs it when missing).',
    );
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** A page in a browser context of its own, with what the page did that a test may assert on. */
export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Requests the page tried to make anywhere but 127.0.0.1 / localhost (all refused). */
  offsite: string[];
  /** Uncaught exceptions in the page, and anything the content security policy refused. */
  pageErrors: Error[];
  /** The page's API calls that failed, as `<status> <method> <path>` (a test knows which to expect). */
  failedCalls: string[];
}

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A new page with the given viewport in a fresh context (no cookies, no storage), its browser set
 * to `locale` (what it sends as Accept-Language). Network is limited to this machine: any other
 * request is refused and recorded in `offsite`.
 */
export async function newPage(
  browser: Browser,
  viewport: Viewport = PHONE,
  locale = 'en-US',
): Promise<TestPage> {
  // Reduced motion, as many tired eyes ask for: a dialog is where it will stay from its first
  // frame, so a click can never land on a target still zooming in (a flake on a busy machine).
  const context = await browser.newContext({
    viewport,
    locale,
    timezoneId: BROWSER_TIME_ZONE,
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  await recordToasts(context);
  const offsite: string[] = [];
  await context.route(
    (url) =>
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !localHosts.has(url.host.replace(/:\d+$/, '')),
    async (route) => {
      offsite.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // A refusal by our own policy means a screen of ours needs something the policy forbids.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      pageErrors.push(new Error(message.text()));
  });
  const failedCalls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname.startsWith('/api/'))
      failedCalls.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  return { page, context, offsite, pageErrors, failedCalls };
}

export interface ShotOptions {
  /** The whole page (default), or only what the viewport shows (for an open dialog). */
  fullPage?: boolean;
}

/**
 * Saves a full-page screenshot as `test-output/screenshots/<name>-<width>.png` (repository root,
 * ignored by git) at the page's current width, and returns the file's path.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: ShotOptions = {},
): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const viewport = page.viewportSize() ?? PHONE;
  const file = path.join(screenshotDir, `${name}-${viewport.width}.png`);
  await settle(page, fullPage);
  await assertFitsWidth(page, name);
  // A full-page capture of a page taller than the window would draw the fixed banner and bottom
  // navigation where the window's edges were, over the content. Make the window as tall as the
  // page instead, so they sit at the very top and bottom, as a person scrolling sees them.
  const height = fullPage
    ? await page.evaluate(
        () => (globalThis as unknown as InPage).document.documentElement.scrollHeight,
      )
    : viewport.height;
  if (height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height });
    await settle(page, false);
  }
  try {
    await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
  } finally {
    if (height > viewport.height) await page.setViewportSize(viewport);
  }
  return file;
}

/** Every screen fits the width it is shown at: nothing scrolls sideways. */
export async function assertFitsWidth(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const wide = await page.evaluate(() => {
    const { document } = globalThis as unknown as InPage;
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const offenders = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`);
    return `${root.scrollWidth} px wide: ${offenders.join(', ')}`;
  });
  if (wide) throw new Error(`${name} at ${width} px scrolls sideways (${wide})`);
}

/**
 * The same screen at the phone and the desktop width (the page is resized, not reloaded),
 * leaving the page at the width it had; it must also fit a 360 px phone.
 */
export async function screenshots(
  page: Page,
  name: string,
  options: ShotOptions = {},
): Promise<string[]> {
  const original = page.viewportSize() ?? PHONE;
  const files: string[] = [];
  // The narrowest phone we design for is only checked, not pictured.
  await page.setViewportSize({ ...PHONE, width: NARROW_PHONE_WIDTH });
  await settle(page, false);
  await assertFitsWidth(page, name);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    files.push(await screenshot(page, name, options));
  }
  await page.setViewportSize(original);
  return files;
}

/**
 * Scrolls to the top (a full-page capture of a scrolled page would draw the fixed alpha banner at
 * the scroll offset, in the middle of the picture) and waits for fonts and two animation frames,
 * so a resize or a state change has been painted.
 */
async function settle(page: Page, toTop: boolean): Promise<void> {
  await page.evaluate(async (scroll) => {
    const window = globalThis as unknown as InPage;
    if (scroll) window.scrollTo(0, 0);
    await window.document.fonts.ready;
    await new Promise<void>((resolve) =>
      window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve())),
    );
  }, toTop);
}

/**
 * The few browser globals the page scripts here use: the gateway compiles without the DOM library
 * (its code runs in Node), so a script passed to `page.evaluate` reads them as
 * `globalThis as unknown as InPage` (the script runs in the page, where they exist).
 */
export interface InPage {
  document: {
    documentElement: { scrollWidth: number; clientWidth: number; scrollHeight: number };
    fonts: { ready: Promise<unknown> };
    querySelectorAll(selector: string): ArrayLike<{
      tagName: string;
      className: string;
      getBoundingClientRect(): { right: number };
    }>;
  };
  localStorage: { getItem(key: string): string | null };
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: () => void): number;
}

/** The failed API calls a signed-out visitor or a refused sign-in makes; any other is a defect. */
export const expectedFailures = new Set(['401 GET /api/auth/user', '401 POST /api/auth/login']);

/** The page's failed API calls that nobody expected (and forgets those seen so far). */
export function unexpectedFailures(tab: TestPage): string[] {
  return tab.failedCalls.splice(0).filter((call) => !expectedFailures.has(call));
}

/**
 * Nothing went wrong in the tab that no screen should cause: no uncaught error or refusal by the
 * content security policy, no unexpected failed API call, no request off this machine.
 */
export function expectNothingWentWrong(tab: TestPage): void {
  expect(tab.pageErrors).toEqual([]);
  expect(unexpectedFailures(tab)).toEqual([]);
  expect(tab.offsite).toEqual([]);
}

/** An item of the page's local storage (the app keeps its session token there). */
export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as InPage).localStorage.getItem(k), key);
}

/** A link from an e-mail (made for PUBLIC_URL) pointed at the test stack's own address. */
export function onStack(link: string, stackUrl: string): string {
  const url = new URL(link);
  const target = new URL(stackUrl);
  url.protocol = target.protocol;
  url.host = target.host;
  return url.toString();
}

/**
 * Waits until a field reads `value`: a form seeded from data it loads (a profile, carried answers)
 * shows its fields a render before their values, so a value read at once can be that first frame.
 */
export async function fieldSettlesOn(field: Locator, value: string): Promise<void> {
  await eventually(
    async () => (await field.inputValue()) === value,
    10_000,
    `the field to read ${JSON.stringify(value)}`,
  );
}
