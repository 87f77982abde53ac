import type { Locator, Page } from 'playwright-core';
import { eventually } from '@tend/platform/testing';
import { signUp, type SignedUpCaregiver, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import {
  DESKTOP,
  expectNothingWentWrong,
  PHONE,
  screenshot,
  screenshots,
  storedItem,
  type TestPage,
  type Viewport,
} from './support/browser';
import { boxOf, settled, type Box } from './support/layout';
import { browserSuite, homeServices } from './support/suite';

/** The header's four links, each with the name it shows under its icon. */
const ACCOUNT_LINKS = [
  ['link', 'Notifications'],
  ['link', 'Settings'],
  ['link', 'Profile'],
  ['button', 'Sign out'],
] as const;

/** The main navigation's entries with the eligibility flag on, in order. */
const NAV_ENTRIES = ['Home', 'AI Coach', 'Support', 'Programs', 'Profile'];

/** An element as a page's script sees it here (the tests are compiled without the DOM's types). */
interface Drawn {
  textContent: string | null;
  checkVisibility(): boolean;
  getBoundingClientRect(): { bottom: number; height: number };
}

const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  const { x, y, width, height } = found;
  return { top: y, bottom: y + height, left: x, right: x + width, width };
};
const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

/**
 * Issue 49, items 5 and 6: help and one's way through the app. Home's header names its four links
 * and asks "Sign out?" first; "Help now" on Home and in the coach opens 911, 988 and the help
 * lines; Settings starts with notifications, then the coach's avatar, and asks for a number before
 * text messages; every call button is 44 px high. On a desktop: a side navigation, Home in two
 * columns and the coach's answers open up to a screen.
 */
describe('finding help and finding one’s way, on a phone and a desktop', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let rosa: SignedUpCaregiver;
  let tab: TestPage;
  const page = (): Page => tab.page;

  const home = async (viewport: Viewport = PHONE) => {
    await page().setViewportSize(viewport);
    await page().goto(`${stack.url}/`);
    await page().getByRole('heading', { name: 'Hi, Rosa' }).waitFor();
  };

  /** Every number to call on the page that a person can see, with its height. */
  const callTargets = () =>
    page()
      .locator('a[href^="tel:"]')
      .evaluateAll((links: Drawn[]) =>
        links
          .filter((a) => a.checkVisibility())
          .map((a) => ({ text: a.textContent ?? '', height: a.getBoundingClientRect().height })),
      );

  beforeAll(async () => {
    stack = await suite.start([...homeServices, 'coach', 'discovery'], {
      FEATURE_ELIGIBILITY_ENABLED: 'true',
    });
    rosa = await signUp(stack, 'Rosa', 'Alvarez');
    const at = new Date().toISOString();
    await stack.call('saveProfile', {
      token: rosa.token,
      body: {
        name: 'Rosa Alvarez',
        location: 'Houston, TX',
        phoneNumber: null,
        isOnboardingComplete: true,
        agreedToTermsAt: at,
        agreedToPrivacyAt: at,
        consentedToDataUsageAt: at,
      },
    });
    tab = await suite.newPage(PHONE);
    await signInWithToken(tab, stack.url, rosa.token);
  }, 120_000);

  afterEach(() => {
    expectNothingWentWrong(tab);
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('names the header’s four links on %s, each a 44 px target', async (_name, viewport) => {
    await home(viewport);
    const account = page().getByRole('navigation', { name: 'Account' });
    for (const [role, name] of ACCOUNT_LINKS) {
      // Heard by its name (the bell adds how many are unread: "Notifications, 1 unread")...
      const link = account.getByRole(role, { name: new RegExp(`^${name}\\b`) });
      // ...and seen by it: the name is on screen under the icon.
      expect(await link.locator('.account-link__label').innerText()).toBe(name);
      expect(await link.locator('.account-link__label').isVisible()).toBe(true);
      const { width } = await box(link);
      expect(width).toBeGreaterThanOrEqual(44);
      expect(await heightOf(link)).toBeGreaterThanOrEqual(44);
    }
    // The bell's badge number is heard too, after its name.
    await account.getByRole('link', { name: /^Notifications ?, \d+ unread$/ }).waitFor();
    await screenshot(page(), 'finding-help-home');
  });

  it('asks "Sign out?" first, and Cancel keeps her signed in', async () => {
    await home();
    await page().getByRole('button', { name: 'Sign out', exact: true }).click();
    const dialog = page().getByRole('dialog', { name: 'Sign out?' });
    await dialog.waitFor();
    await settled(page());
    await screenshot(page(), 'finding-help-sign-out', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page().url()).pathname).toBe('/');
    await page().getByRole('heading', { name: 'Hi, Rosa' }).waitFor();
    expect(await storedItem(page(), 'authToken')).toBe(rosa.token);
  });

  /** At the help lines: the heading in view with focus, 911 and 988 one tap away. */
  const expectHelpLines = async () => {
    const p = page();
    const heading = p.getByRole('heading', { name: 'Help you can reach now' });
    await heading.waitFor();
    expect(new URL(p.url()).pathname + new URL(p.url()).hash).toBe('/resources#help-now');
    await p.waitForFunction(() => {
      const { document } = globalThis as unknown as {
        document: { activeElement: { id?: string } | null };
      };
      return document.activeElement?.id === 'resources-guidance';
    });
    expect(await heading.isVisible()).toBe(true);
    const { top } = await box(heading);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(p.viewportSize()?.height ?? 0);
    for (const number of ['911', '988'])
      await p.locator(`a[href="tel:${number}"]`).first().waitFor();
  };

  it('opens the help lines from Home’s "Help now"', async () => {
    await home();
    await page()
      .getByRole('link', { name: /^Help now/ })
      .click();
    await expectHelpLines();
    await screenshots(page(), 'finding-help-help-now');
  });

  it('opens the help lines from the coach’s "Help now"', async () => {
    await page().goto(`${stack.url}/ai-coach`);
    await page().getByRole('heading', { name: 'AI Care Coach' }).waitFor();
    // On the header, named, beside the coach's title (which keeps its line on a phone).
    await screenshots(page(), 'finding-help-coach', { fullPage: false });
    const title = await box(page().getByRole('heading', { name: 'AI Care Coach' }));
    const helpNow = page().getByRole('link', { name: 'Help now' });
    expect((await helpNow.innerText()).trim()).toBe('Help now');
    expect((await box(helpNow)).left).toBeGreaterThanOrEqual(title.right);
    expect(await heightOf(helpNow)).toBeGreaterThanOrEqual(44);
    await helpNow.click();
    await expectHelpLines();
  });

  it('has the bottom bar on a phone and a side navigation with the same entries on a desktop', async () => {
    const p = page();
    await home(PHONE);
    const nav = p.getByRole('navigation', { name: 'Main' });
    const names = () => nav.getByRole('listitem').allInnerTexts();
    expect((await names()).map((n) => n.trim())).toEqual(NAV_ENTRIES);
    const bar = await box(nav);
    expect(bar.bottom).toBeCloseTo(PHONE.height, 0);
    expect(bar.width).toBe(PHONE.width);

    await home(DESKTOP);
    expect((await names()).map((n) => n.trim())).toEqual(NAV_ENTRIES);
    const side = await box(nav);
    expect(side.left).toBe(0);
    expect(side.width).toBeLessThan(300);
    expect(side.bottom).toBeCloseTo(DESKTOP.height, 0);
    // Down the side, one entry under the other; the screen starts right of it.
    const entries = await nav.getByRole('listitem').all();
    const tops = await Promise.all(entries.map(async (entry) => (await box(entry)).top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(NAV_ENTRIES.length);
    expect((await boxOf(p, 'main')).left).toBeGreaterThanOrEqual(side.right);
    await nav.getByRole('link', { name: 'Programs' }).waitFor();
  });

  it('lays Home out in two columns at 1280 px, and in one on a phone', async () => {
    const p = page();
    const quick = p.getByRole('region', { name: 'Quick Actions' });
    const programs = p.getByRole('region', { name: 'Compensation Opportunities' });
    await home(DESKTOP);
    await programs.getByRole('heading', { name: 'Medicaid Personal Care' }).waitFor();
    const [left, right] = [await box(quick), await box(programs)];
    expect(right.left).toBeGreaterThan(left.right);
    expect(Math.abs(right.top - left.top)).toBeLessThan(2);
    expect(left.width).toBeGreaterThan(350);
    expect(right.width).toBeGreaterThan(350);

    await home(PHONE);
    const [first, second] = [await box(quick), await box(programs)];
    expect(second.top).toBeGreaterThan(first.bottom);
    expect(second.left).toBe(first.left);
  });

  it('starts Settings with notifications, then the coach’s avatar', async () => {
    const p = page();
    await p.goto(`${stack.url}/settings`);
    const sections = p.locator('.settings > section > h2');
    await sections.first().waitFor();
    const titles = (await sections.allInnerTexts()).map((title) => title.trim());
    expect(titles.slice(0, 3)).toEqual([
      'Communication Preferences',
      'Care Coach Avatar',
      'Language',
    ]);
    await screenshots(p, 'finding-help-settings');
  });

  it('asks for a phone number before turning on text messages when none is on file', async () => {
    const p = page();
    await p.goto(`${stack.url}/settings`);
    const sms = p.getByRole('switch', { name: 'SMS Notifications' });
    await sms.waitFor();
    expect(await sms.getAttribute('aria-checked')).toBe('false');
    await sms.click();
    const number = p.getByLabel('Mobile phone number');
    await number.waitFor();
    // Not on yet: the number comes first.
    expect(await sms.getAttribute('aria-checked')).toBe('false');
    await screenshot(p, 'finding-help-sms-number', { fullPage: false });

    await number.fill('text me');
    await p.getByRole('button', { name: 'Save and turn on' }).click();
    await p.getByText('Please enter a phone number using only digits').waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');

    await number.fill('(713) 555-0142');
    await p.getByRole('button', { name: 'Save and turn on' }).click();
    await number.waitFor({ state: 'detached' });
    await p.getByRole('switch', { name: 'SMS Notifications', checked: true }).waitFor();
    expect(await sms.getAttribute('aria-checked')).toBe('true');
    expect(await stack.call('getProfile', { token: rosa.token })).toMatchObject({
      phoneNumber: '(713) 555-0142',
    });
    expect(await stack.call('getCommunicationSettings', { token: rosa.token })).toMatchObject({
      smsNotifications: true,
    });

    // Off and on again: the number is on file, so nothing is asked.
    await sms.click();
    await p.getByRole('switch', { name: 'SMS Notifications', checked: false }).waitFor();
    await sms.click();
    await p.getByRole('switch', { name: 'SMS Notifications', checked: true }).waitFor();
    expect(await p.getByLabel('Mobile phone number').count()).toBe(0);
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('makes every call button at least 44 px tall on %s', async (_name, viewport) => {
    const p = page();
    await p.setViewportSize(viewport);
    const screens: [string, () => Promise<void>][] = [
      ['/resources', () => p.getByRole('heading', { name: 'Help you can reach now' }).waitFor()],
      ['/coach-safety', () => p.locator('a[href="tel:988"]').first().waitFor()],
      ['/ai-coach', () => p.locator('.coach-crisis-line a[href="tel:911"]').waitFor()],
    ];
    for (const [path, shown] of screens) {
      await p.goto(`${stack.url}${path}`);
      await shown();
      const targets = await callTargets();
      expect(targets.length).toBeGreaterThan(0);
      expect({ path, short: targets.filter((t) => t.height < 44) }).toEqual({ path, short: [] });
    }
  });

  it('opens the coach’s answer up to a screen on a desktop, where a phone folds it', async () => {
    const p = page();
    await p.setViewportSize(DESKTOP);
    await p.goto(`${stack.url}/ai-coach`);
    await p
      .getByRole('group', { name: 'Quick questions' })
      .getByRole('button', { name: 'Fall prevention tips' })
      .click();
    const answer = p.locator('.message--assistant').last();
    await answer.locator('.message__actions').waitFor();
    const bubble = answer.locator('.message__bubble');
    /** The answer's points a person can see: drawn, and not cut off by the bubble's edge. */
    const pointsInView = () =>
      bubble.evaluate((el: Drawn & { querySelectorAll(s: string): ArrayLike<Drawn> }) => {
        const edge = el.getBoundingClientRect().bottom;
        return Array.from(el.querySelectorAll('li')).filter(
          (li) => li.getBoundingClientRect().bottom <= edge,
        ).length;
      });
    const conversation = await box(p.locator('.coach__messages'));
    const shown = await box(bubble);
    // Open down to the conversation's first screen (not folded after its first part), the rest
    // behind Show more just under it, still on that screen.
    expect(shown.bottom).toBeLessThanOrEqual(conversation.bottom);
    expect(shown.bottom).toBeGreaterThan(conversation.bottom - 120);
    const more = answer.getByRole('button', { name: 'Show more' });
    expect((await box(more)).bottom).toBeLessThanOrEqual(conversation.bottom);
    const onDesktop = await bubble.locator('li').count();
    await screenshot(p, 'finding-help-coach-answer', { fullPage: false });

    await p.setViewportSize(PHONE);
    // The same answer on a phone: folded after its first part, the rest not drawn. Waited for: the
    // desktop's Show more is already there, and the fold comes a render after the resize (read
    // at once, a busy CI machine counted the desktop's points).
    await answer.getByRole('button', { name: /Show more|More on this/ }).waitFor();
    await eventually(
      async () => (await bubble.locator('li').count()) < onDesktop,
      10_000,
      'the answer folded on a phone',
    );
    await screenshot(p, 'finding-help-coach-answer', { fullPage: false });

    // Show more opens the rest on the desktop.
    await p.setViewportSize(DESKTOP);
    await more.click();
    await answer.getByRole('button', { name: 'Show less' }).waitFor();
    expect(await pointsInView()).toBe(await bubble.locator('li').count());
  });

  it('signs out once she says so', async () => {
    const p = page();
    await home();
    await p.getByRole('button', { name: 'Sign out', exact: true }).click();
    await p
      .getByRole('dialog', { name: 'Sign out?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await p.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await storedItem(p, 'authToken')).toBeNull();
  });
});
