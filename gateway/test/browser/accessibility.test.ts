import type { Page } from 'playwright-core';
import { signUnsubscribeToken } from '@tend/contracts/node';
import {
  FixtureSite,
  DiscoveryCalls,
  everyService,
  signUp,
  signUpSuperAdmin,
  strongPassword,
  type TestStack,
  verificationToken,
} from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { AccessibilityAudit } from './support/axe';
import {
  DESKTOP,
  expectNothingWentWrong,
  PHONE,
  screenshots,
  type TestPage,
} from './support/browser';
import { browserSuite } from './support/suite';
import { boxOf, overlapping, resizeViewport, settled, visibleBoxes } from './support/layout';

// Generous: this machine may be running another whole test suite at the same time.
jest.setTimeout(120_000);

/** Long enough to run out of a 390 px card unless it may break anywhere. */
const longEmail = 'margaret.elizabeth.worthingtonfairbanks.caregiver@familycareexample.org';

/**
 * WCAG 2.2 AA, proven by axe-core in Chromium over every route and the states a person meets on
 * them (dialogs open, errors shown), signed out, as a caregiver and as a super administrator, at
 * a phone's and a desktop's size: any violation fails, with its rule, element and state. Also the
 * layout a tired caregiver on a phone noticed (issue 18): long addresses inside their cards,
 * toasts clear of a dialog's title and close button, dialogs clear of the alpha banner, the
 * delete-account buttons as a pair, and no "No unread notifications" while they still load.
 */
describe('accessibility of every screen (axe-core, WCAG 2.2 AA)', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let site: FixtureSite;
  let visitor: TestPage;
  let caregiver: TestPage;
  let admin: TestPage;
  let adminCalls: DiscoveryCalls;
  const audit = new AccessibilityAudit();

  beforeAll(async () => {
    site = await FixtureSite.start({ crawlDelay: 0.2, libraryPages: 2 });
    stack = await suite.start(everyService, {
      FEATURE_ELIGIBILITY_ENABLED: 'true',
      DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'true',
      DISCOVERY_REQUEST_TIMEOUT_SECONDS: '5',
    });
    const [superAdmin, rosalind] = await Promise.all([
      signUpSuperAdmin(stack, 'Ada'),
      signUp(stack, 'Rosalind', 'Whitfield'),
    ]);
    adminCalls = new DiscoveryCalls(stack, superAdmin);
    [visitor, caregiver, admin] = await Promise.all([
      suite.newPage(PHONE),
      suite.newPage(PHONE),
      suite.newPage(DESKTOP),
    ]);
    await signInWithToken(caregiver, stack.url, rosalind.token);
    await signInWithToken(admin, stack.url, superAdmin.token);
  }, 180_000);

  afterAll(async () => {
    console.log(audit.summary());
    await site?.stop();
  });

  afterEach(() => {
    // Every violation of the test just run, with its rule, element, page state and width.
    expect(audit.takeNew()).toEqual([]);
    for (const tab of [visitor, caregiver, admin]) expectNothingWentWrong(tab);
  });

  /** Opens a screen and waits for what shows it has loaded. */
  const open = async (page: Page, path: string, ready: string | RegExp) => {
    await page.goto(`${stack.url}${path}`);
    await page.getByRole('heading', { name: ready }).first().waitFor();
  };

  describe('signed out', () => {
    const p = () => visitor.page;

    it('landing, with the Terms of Service dialog open', async () => {
      await open(p(), '/', 'Get Paid to Care for Your Loved One');
      await audit.check(p(), 'landing');
      await p().getByRole('navigation', { name: 'Legal' }).getByText('Terms of Service').click();
      await p().getByRole('dialog', { name: 'Terms of Service' }).waitFor();
      await audit.check(p(), 'landing: Terms of Service dialog');
      await p().keyboard.press('Escape');
    });

    it('login and forgot password, empty and with their errors', async () => {
      await open(p(), '/login', 'Welcome back');
      await audit.check(p(), 'login');
      await p().getByRole('button', { name: 'Sign In' }).click();
      await p()
        .getByText(/required|valid/i)
        .first()
        .waitFor();
      await audit.check(p(), 'login: errors');

      await open(p(), '/forgot-password', 'Forgot your password?');
      await audit.check(p(), 'forgot password');
      await p().getByRole('button', { name: /send/i }).click();
      await p().locator('.field__error').first().waitFor();
      await audit.check(p(), 'forgot password: errors');

      await open(p(), '/reset-password', /./);
      await audit.check(p(), 'reset password without a link');
      await open(p(), '/confirm-email', /./);
      await audit.check(p(), 'confirm e-mail without a link');
    });

    it('sign-up steps 1 to 3, with errors, and a long address inside the "check your e-mail" card', async () => {
      await p().goto(`${stack.url}/signup`);
      await p().getByLabel('First name').waitFor();
      await audit.check(p(), 'sign-up 1: name');
      await p().getByRole('button', { name: 'Continue' }).click();
      await p().locator('.field__error').first().waitFor();
      await audit.check(p(), 'sign-up 1: errors');
      await p().getByLabel('First name').fill('Margaret');
      await p().getByLabel('Last name').fill('Worthington-Fairbanks');
      await p().getByRole('button', { name: 'Continue' }).click();
      await p().getByLabel('Email').waitFor();
      await p().getByLabel('Email').fill('not an address');
      await p().getByRole('button', { name: 'Send verification link' }).click();
      await p().locator('.field__error').first().waitFor();
      await audit.check(p(), 'sign-up 2: e-mail with an error');
      await p().getByLabel('Email').fill(longEmail);
      await p().getByRole('button', { name: 'Send verification link' }).click();
      const address = p().getByText(longEmail, { exact: true });
      await address.waitFor();
      await audit.check(p(), 'sign-up 3: check your e-mail');
      for (const viewport of [PHONE, DESKTOP]) {
        await resizeViewport(p(), viewport);
        await expectInside(p(), address, '.auth-card');
      }
      await resizeViewport(p(), PHONE);
      await screenshots(p(), 'a11y-signup-check-email');
    });

    it('sign-up steps 4 and 5, and a toast that leaves the Terms dialog its title and close button', async () => {
      const email = `agreements.${Date.now()}@example.com`;
      await stack.call('sendVerification', {
        body: { email, firstName: 'Agnes', lastName: 'Moore' },
      });
      const token = await verificationToken(stack, email);
      await p().goto(`${stack.url}/signup?token=${encodeURIComponent(token)}`);
      await p().getByLabel('Password', { exact: true }).waitFor();
      await audit.check(p(), 'sign-up 4: password');
      await p().getByLabel('Password', { exact: true }).fill(strongPassword);
      await p()
        .getByRole('button', { name: /continue/i })
        .click();
      await p().getByRole('button', { name: 'Create Account' }).waitFor();
      await audit.check(p(), 'sign-up 5: agreements');

      // Create Account before agreeing: the toast says why, and the person opens the Terms.
      await p().getByRole('button', { name: 'Create Account' }).click();
      await p().getByText('Agreements Required').waitFor();
      await p().getByRole('button', { name: 'Read Terms of Service' }).click();
      const dialog = p().getByRole('dialog', { name: 'Terms of Service' });
      await dialog.waitFor();
      for (const viewport of [PHONE, DESKTOP]) {
        await resizeViewport(p(), viewport);
        await expectToastClearOfDialog(p());
        await expectDialogBelowBanner(p());
      }
      await resizeViewport(p(), PHONE);
      await screenshots(p(), 'a11y-terms-dialog-with-toast', { fullPage: false });
      await audit.check(p(), 'sign-up 5: Terms dialog with a toast');
      await p().keyboard.press('Escape');
    });

    it('legal pages, unsubscribe (a long address, and a bad link), eligibility, resources, not found', async () => {
      for (const [path, title] of [
        ['/terms-of-service', 'Terms of Service'],
        ['/privacy-policy', 'Privacy Policy'],
        ['/consent-notice', /Consent/],
      ] as const) {
        await open(p(), path, title);
        await audit.check(p(), `legal page ${path}`);
      }
      await screenshots(p(), 'a11y-legal-page');

      const token = signUnsubscribeToken(stack.secrets.UNSUBSCRIBE_SECRET, longEmail, 'all');
      await open(p(), `/unsubscribe/${token}`, 'Unsubscribed Successfully!');
      await audit.check(p(), 'unsubscribe: done');
      const address = p().getByText(longEmail, { exact: true });
      for (const viewport of [PHONE, DESKTOP]) {
        await resizeViewport(p(), viewport);
        await expectInside(p(), address, '.unsub-card');
      }
      await resizeViewport(p(), PHONE);
      await screenshots(p(), 'a11y-unsubscribe');
      await open(p(), '/unsubscribe/not-a-token', 'Unsubscribe Failed');
      await audit.check(p(), 'unsubscribe: failed');
      await open(p(), '/unsubscribe', 'Unsubscribe Failed');
      await audit.check(p(), 'unsubscribe without a link');

      await open(p(), '/eligibility', 'Check Eligibility');
      await audit.check(p(), 'eligibility, signed out');
      await open(p(), '/resources', /Resources|Caregiving/);
      await audit.check(p(), 'resources, signed out');
      await open(p(), '/no-such-page', /./);
      await audit.check(p(), 'not found');
    });
  });

  describe('as a caregiver', () => {
    const p = () => caregiver.page;

    it('home, onboarding (and its errors), profile', async () => {
      await open(p(), '/', /^Hi, Rosalind/);
      await audit.check(p(), 'home');
      await open(p(), '/onboarding', /./);
      await p().getByLabel('Phone number (optional)').waitFor();
      await audit.check(p(), 'onboarding');
      await p().getByLabel('Phone number (optional)').fill('abc-😀');
      await p().getByRole('button', { name: 'Continue to Dashboard' }).click();
      await p().locator('.field__error').first().waitFor();
      await audit.check(p(), 'onboarding: errors');
      await open(p(), '/profile', 'Profile');
      await audit.check(p(), 'profile');
    });

    it('notifications: a loading state, not "No unread notifications", until they come', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await p().route('**/api/notifications**', async (route) => {
        await held;
        await route.fallback().catch(() => undefined);
      });
      try {
        await p().goto(`${stack.url}/notifications`);
        await p().getByRole('status').filter({ hasText: 'Loading notifications' }).waitFor();
        expect(await p().getByText('No unread notifications').count()).toBe(0);
        await audit.check(p(), 'notifications: loading');
        await screenshots(p(), 'a11y-notifications-loading');
      } finally {
        release();
      }
      await p()
        .getByText(/^\d+ unread$|^No unread notifications$/)
        .waitFor();
      await p().unroute('**/api/notifications**');
      await audit.check(p(), 'notifications');
    });

    it('settings, and the delete-account dialog with its two buttons as a pair', async () => {
      await open(p(), '/settings', 'Danger Zone');
      await audit.check(p(), 'settings');
      await p().getByRole('button', { name: 'Delete Account' }).click();
      const dialog = p().getByRole('dialog', { name: 'Are you absolutely sure?' });
      await dialog.waitFor();
      for (const viewport of [PHONE, DESKTOP]) {
        await resizeViewport(p(), viewport);
        // antd's buttons carry their width and margins over to the new window in a transition.
        await settled(p());
        const cancel = await boxOf(p(), '.ant-modal-footer button:first-child');
        const confirm = await boxOf(p(), '.ant-modal-footer button:last-child');
        const footer = await boxOf(p(), '.ant-modal-footer');
        const sideBySide = Math.abs(cancel.top - confirm.top) < 1;
        const stackedFullWidth =
          Math.abs(cancel.width - footer.width) < 1 && Math.abs(confirm.width - footer.width) < 1;
        expect({ width: viewport.width, pair: sideBySide || stackedFullWidth }).toEqual({
          width: viewport.width,
          pair: true,
        });
        await expectDialogBelowBanner(p());
      }
      await resizeViewport(p(), PHONE);
      await screenshots(p(), 'a11y-delete-account-dialog', { fullPage: false });
      await audit.check(p(), 'settings: delete-account dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });

    it('the support modal, empty and after sending it empty (its toast clear of the title)', async () => {
      await open(p(), '/', /^Hi, Rosalind/);
      await p()
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Support' })
        .click();
      const dialog = p().getByRole('dialog', { name: 'Contact Support' });
      await dialog.waitFor();
      await audit.check(p(), 'support modal');
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await p().getByText('Please fill all fields').waitFor();
      for (const viewport of [PHONE, DESKTOP]) {
        await resizeViewport(p(), viewport);
        await expectToastClearOfDialog(p());
      }
      await resizeViewport(p(), PHONE);
      await screenshots(p(), 'a11y-support-modal-with-toast', { fullPage: false });
      await audit.check(p(), 'support modal: missing fields');
      await p().keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    it('eligibility, assessment, AI coach, resources, and Access Denied for the admin tool', async () => {
      await open(p(), '/eligibility', 'Check Eligibility');
      await audit.check(p(), 'eligibility');
      await p().goto(`${stack.url}/assessment`);
      await p().getByText('Question 1 of 10').waitFor();
      await audit.check(p(), 'assessment: question 1');
      await p().getByRole('radio').first().click();
      await audit.check(p(), 'assessment: answered');
      await p().goto(`${stack.url}/ai-coach`);
      await p()
        .getByText(/I'm Sage/)
        .first()
        .waitFor();
      await audit.check(p(), 'AI coach');
      await open(p(), '/resources', /Resources|Caregiving/);
      await audit.check(p(), 'resources');
      await open(p(), '/admin/discovery', 'Access Denied');
      await audit.check(p(), 'admin: access denied');
    });
  });

  describe('as a super administrator', () => {
    const p = () => admin.page;
    const sourceName = 'Caregiver Hub';

    it('sources, jobs, the add-source form with its errors, the approve dialog and audit log', async () => {
      await adminCalls.createSource({
        name: sourceName,
        baseUrl: `${site.url}/`,
        category: 'Home safety',
        robotsTxtCompliant: true,
        tosReviewed: true,
      });
      await p().goto(`${stack.url}/admin/discovery`);
      await p().getByText('Admin Only - Super User Access Required').waitFor();
      const card = p().getByRole('listitem', { name: sourceName });
      await card.getByText('Pending Review', { exact: true }).waitFor();
      await audit.check(p(), 'admin: sources');

      await card.getByRole('button', { name: 'Approve' }).click();
      const approve = p().getByRole('dialog', { name: `Approve ${sourceName}?` });
      await approve.getByRole('region', { name: 'Preflight report' }).waitFor();
      // Taller than a short laptop window and than a phone's: its top still shows below the banner.
      for (const viewport of [DESKTOP, { ...DESKTOP, height: 560 }, PHONE]) {
        await resizeViewport(p(), viewport);
        await expectDialogBelowBanner(p());
      }
      await resizeViewport(p(), DESKTOP);
      await screenshots(p(), 'a11y-admin-approve-dialog', { fullPage: false });
      await audit.check(p(), 'admin: approve dialog');
      await approve.getByRole('button', { name: 'Cancel' }).click();
      await approve.waitFor({ state: 'hidden' });

      await card.getByRole('button', { name: /audit log/i }).click();
      const auditLog = p().getByRole('dialog', { name: `Audit log: ${sourceName}` });
      await auditLog.getByRole('listitem').first().waitFor();
      await audit.check(p(), 'admin: audit log dialog');
      await p().keyboard.press('Escape');
      await auditLog.waitFor({ state: 'hidden' });

      await p().getByRole('tab', { name: 'Discovery Jobs' }).click();
      await p().getByText('No discovery jobs found').waitFor();
      await audit.check(p(), 'admin: jobs');
      await p().getByRole('tab', { name: 'Add New Source' }).click();
      await p().getByRole('button', { name: 'Add Source' }).click();
      await p().getByText('Name is required').waitFor();
      await audit.check(p(), 'admin: add source with errors');
      await screenshots(p(), 'a11y-admin-add-source-errors');
      await p().getByRole('tab', { name: 'Crisis Referrals' }).click();
      await p()
        .getByText(/no message text and no user identity/)
        .waitFor();
      await audit.check(p(), 'admin: crisis referrals');
    });
  });
});

/** The element lies wholly inside the nearest ancestor matching `container` (nothing runs out). */
async function expectInside(page: Page, element: ReturnType<Page['getByText']>, container: string) {
  const fits = await element.evaluate((el, selector) => {
    type Rect = { left: number; right: number };
    type El = { getBoundingClientRect(): Rect; closest(s: string): El | null };
    const inner = (el as unknown as El).getBoundingClientRect();
    const outer = (el as unknown as El).closest(selector)?.getBoundingClientRect();
    return outer ? inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 : false;
  }, container);
  expect({ width: page.viewportSize()?.width, inside: fits }).toEqual({
    width: page.viewportSize()?.width,
    inside: true,
  });
}

/** No toast lies over the open dialog's title or its close button. */
async function expectToastClearOfDialog(page: Page) {
  const parts = {
    title: await boxOf(page, '.ant-modal-title'),
    'close button': await boxOf(page, '.ant-modal-close'),
  };
  const toasts = await visibleBoxes(page, '.tend-toast');
  expect(toasts.length).toBeGreaterThan(0);
  const covered = Object.entries(parts)
    .filter(([, part]) => toasts.some((toast) => overlapping(toast, part)))
    .map(([name]) => name);
  expect({ width: page.viewportSize()?.width, covered }).toEqual({
    width: page.viewportSize()?.width,
    covered: [],
  });
}

/**
 * The open dialog's top (title and close button) shows below the fixed alpha banner when its
 * window is scrolled to the top (a resize may have scrolled it to keep the focus in view).
 */
async function expectDialogBelowBanner(page: Page) {
  await page.evaluate(() => {
    const { document } = globalThis as unknown as {
      document: { querySelectorAll(s: string): ArrayLike<{ scrollTop: number }> };
    };
    for (const wrap of Array.from(document.querySelectorAll('.ant-modal-wrap'))) wrap.scrollTop = 0;
  });
  const banner = await boxOf(page, '.alpha-banner');
  const dialog = await boxOf(page, '.ant-modal-container');
  const size = page.viewportSize();
  expect({ size, below: dialog.top >= banner.bottom - 0.5 }).toEqual({ size, below: true });
}
