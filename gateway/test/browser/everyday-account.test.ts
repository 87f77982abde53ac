import type { Page } from 'playwright-core';
import { signUp, strongPassword, type TestStack, type SignedUpCaregiver } from '@tend/test-stack';
import { signInWithToken, submitSignIn } from './support/admin';
import {
  expectNothingWentWrong,
  PHONE,
  screenshots,
  storedItem,
  unexpectedFailures,
  type InPage,
  type TestPage,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';
import { boxOf, overlapping, visibleBoxes } from './support/layout';

/**
 * Everyday account moments of a tired caregiver on a phone (issue 33): a link from a reminder
 * e-mail opened signed out, a mistyped password, a toast beside the header, a visitor who wants an
 * account, and deleting the account. One browser at phone size, against the real stack.
 */
describe('everyday account moments on a phone', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  let caregiver: SignedUpCaregiver;

  beforeAll(async () => {
    stack = await suite.start(homeServices, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    caregiver = await signUp(stack, 'Odette', 'Marsh');
  }, 120_000);

  beforeEach(async () => {
    tab = await suite.newPage(PHONE);
  });

  afterEach(async () => {
    expectNothingWentWrong(tab);
    await tab.context.close();
  });

  const page = (): Page => tab.page;

  /** Fills the sign-in form (the page is at /login) and sends it. */
  async function signIn(p: Page, email: string, password = strongPassword) {
    await p.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await submitSignIn(p, email, password);
  }

  it('offers a visitor Create Account beside Sign In on the landing page', async () => {
    const p = page();
    await p.goto(`${stack.url}/`);
    const bar = p.getByRole('navigation', { name: 'Tend' });
    const create = bar.getByRole('link', { name: 'Create Account' });
    const signInLink = bar.getByRole('link', { name: 'Sign In' });
    await create.waitFor();
    // Side by side, on the first screen of a phone.
    const [createBox, signInBox] = [await create.boundingBox(), await signInLink.boundingBox()];
    expect(createBox && signInBox && Math.abs(createBox.y - signInBox.y) < 1).toBe(true);
    expect((createBox?.y ?? Infinity) + (createBox?.height ?? 0)).toBeLessThan(PHONE.height);
    await screenshots(p, 'everyday-landing');
    await create.click();
    await p.waitForURL(`${stack.url}/signup`);
    await p.getByRole('heading', { name: 'Create your account' }).waitFor();
  });

  it('opened signed out from a link in an e-mail, signing in goes back where she was going', async () => {
    const p = page();
    await p.goto(`${stack.url}/settings`);
    await p.getByRole('heading', { name: 'Get Paid to Care for Your Loved One' }).waitFor();
    await p
      .getByRole('navigation', { name: 'Tend' })
      .getByRole('link', { name: 'Sign In' })
      .click();
    await signIn(p, caregiver.email);
    await p.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/settings');
  });

  it('a plain sign-in goes home, and a return address of another site is never followed', async () => {
    const p = page();
    for (const elsewhere of ['//evil.example', '/\\evil.example', 'https://evil.example']) {
      await p.goto(`${stack.url}/login?returnTo=${encodeURIComponent(elsewhere)}`);
      await signIn(p, caregiver.email);
      await p.getByRole('heading', { name: /^Hi, / }).waitFor();
      expect(p.url()).toBe(`${stack.url}/`);
    }
  });

  it('says a wrong password once, beside the form', async () => {
    const p = page();
    await p.goto(`${stack.url}/login`);
    await signIn(p, caregiver.email, 'Not4MyPassword!');
    await p.getByRole('alert').filter({ hasText: 'Login failed.' }).waitFor();
    expect(await p.getByText('Invalid email or password').count()).toBe(1);
    expect(await visibleBoxes(p, '.tend-toast')).toEqual([]);
  });

  it("shows a toast clear of the header's back button and of the bottom navigation", async () => {
    const p = page();
    await signInWithToken(tab, stack.url, caregiver.token);
    await p.goto(`${stack.url}/settings`);
    await p.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await p.getByRole('switch', { name: 'Analytics & Usage Data' }).click();
    await p.getByText('Analytics tracking has been disabled.', { exact: false }).waitFor();
    // Held by the pointer (a hovered toast stays), then looked at with the header in sight again:
    // the switch is further down, and clicking it scrolled the header away.
    await p.locator('.tend-toast').hover();
    await p.evaluate(() => (globalThis as unknown as InPage).scrollTo(0, 0));
    await p.waitForFunction(() => (globalThis as unknown as { scrollY: number }).scrollY === 0);
    const toast = await boxOf(p, '.tend-toast');
    const back = await boxOf(p, '.page-header a[aria-label="Back to home"]');
    const header = await boxOf(p, '.page-header');
    const nav = await boxOf(p, '.bottom-nav');
    expect({ overBack: overlapping(toast, back), overHeader: overlapping(toast, header) }).toEqual({
      overBack: false,
      overHeader: false,
    });
    expect(overlapping(toast, nav)).toBe(false);
    expect(toast.bottom).toBeLessThanOrEqual(PHONE.height);
    await p.getByRole('switch', { name: 'Analytics & Usage Data' }).click();
    await p.getByText('Analytics tracking has been enabled.', { exact: false }).waitFor();
  });

  it('deletes the account only with the right password, then says what happened', async () => {
    const p = page();
    const leaving = await signUp(stack, 'Beatrix', 'Hale');
    await signInWithToken(tab, stack.url, leaving.token);
    await p.goto(`${stack.url}/settings`);
    await p.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = p.getByRole('dialog', { name: 'Are you absolutely sure?' });
    const password = dialog.getByLabel('Enter your password to confirm');
    await password.fill('Not4MyPassword!');
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await dialog
      .getByText(
        'Your password is not right, so nothing was deleted. Please check it and try again.',
      )
      .waitFor();
    expect(unexpectedFailures(tab)).toEqual(['400 DELETE /api/auth/account']);
    expect(await stack.callStatus('currentUser', { token: leaving.token })).toBe(200);

    await password.fill(strongPassword);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await p.waitForURL(`${stack.url}/account-deleted`);
    await p.getByRole('heading', { name: 'Your account was deleted', level: 1 }).waitFor();
    await p.getByText('Your account and all data have been permanently deleted.').waitFor();
    await p
      .getByText('We sent a confirmation to the email address of the account.', { exact: false })
      .waitFor();
    expect(await storedItem(p, 'authToken')).toBeNull();
    await screenshots(p, 'everyday-account-deleted');

    const notice = await stack.mail.waitFor(
      (m) => m.to.includes(leaving.email) && m.subject === 'Your Tend account was deleted',
      15_000,
    );
    expect(notice.text).not.toContain('Beatrix');
    await p.getByRole('link', { name: 'Go to the home page' }).click();
    await p.getByRole('heading', { name: 'Get Paid to Care for Your Loved One' }).waitFor();
  });
});
