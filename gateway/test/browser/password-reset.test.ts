import { signUp, strongPassword, type TestStack } from '@tend/test-stack';
import { submitSignIn } from './support/admin';
import {
  expectNothingWentWrong,
  onStack,
  PHONE,
  screenshot,
  storedItem,
  type TestPage,
  unexpectedFailures,
} from './support/browser';
import { browserSuite } from './support/suite';

const newPassword = 'Fresh-start9';

/**
 * Forgotten passwords and opened-again sign-up links, at phone size in Chromium against the real
 * gateway and services, following the links the SMTP sink caught.
 */
describe('password reset and a used sign-up link in Chromium', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;

  beforeAll(async () => {
    stack = await suite.start(['identity', 'notifications', 'email-worker', 'care-profile']);
  });
  beforeEach(async () => {
    tab = await suite.newPage(PHONE);
  });
  afterEach(async () => {
    expectNothingWentWrong(tab);
    await tab.context.close();
  });

  /** Takes the failed calls a step meant to cause, so only surprises are left for afterEach. */
  const expectFailedCalls = (...calls: string[]) => {
    expect(unexpectedFailures(tab)).toEqual(calls);
  };

  it('goes from the login page through the e-mailed link to signing in with the new password', async () => {
    const caregiver = await signUp(stack, 'Grace');
    const p = tab.page;
    await p.goto(`${stack.url}/login`);
    await p.getByLabel('Email').fill(caregiver.email);
    await p.getByRole('link', { name: 'Forgot password?' }).click();
    await p.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await p.getByLabel('Email').inputValue()).toBe(caregiver.email);
    await screenshot(p, 'password-reset-1-forgot');
    await p.getByRole('button', { name: 'Send reset link' }).click();
    await p
      .getByText(`If an account exists for ${caregiver.email}, we've sent it a link`)
      .waitFor();
    await screenshot(p, 'password-reset-2-sent');

    const mail = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Reset your Tend password',
    );
    const link = mail.links.find((href) => href.includes('/reset-password?token='));
    expect(link).toMatch(/^http:\/\/localhost:8080\/reset-password\?token=[^&]+$/);
    await p.goto(onStack(link!, stack.url));
    await p.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const password = p.getByLabel('New password', { exact: true });
    const meter = p.getByRole('meter', { name: 'Password strength' });
    await password.fill('fresh');
    expect(await meter.getAttribute('aria-valuetext')).toBe('Weak');
    await p.getByRole('button', { name: 'Set new password' }).click();
    await p
      .getByRole('paragraph')
      .filter({ hasText: 'Password must be at least 8 characters' })
      .waitFor();
    await password.fill(newPassword);
    expect(await meter.getAttribute('aria-valuetext')).toBe('Strong');
    await screenshot(p, 'password-reset-3-new-password');
    await p.getByRole('button', { name: 'Set new password' }).click();
    await p.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
    expect(p.url()).not.toContain('token=');
    await screenshot(p, 'password-reset-4-done');
    // The session made at sign-up ended with the reset.
    expect(await stack.callStatus('currentUser', { token: caregiver.token })).toBe(401);

    await p.getByRole('link', { name: 'Sign in' }).click();
    await p.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await p.getByLabel('Email').fill(caregiver.email);
    await p.getByLabel('Password', { exact: true }).fill(strongPassword);
    await p.getByRole('button', { name: 'Sign In' }).click();
    await p.getByText('Invalid email or password').first().waitFor();
    await p.getByLabel('Password', { exact: true }).fill(newPassword);
    await p.getByRole('button', { name: 'Sign In' }).click();
    await p.waitForURL(`${stack.url}/`);
    expect(await storedItem(p, 'authToken')).toBeTruthy();

    // The same link again: it says at once that it was used, and the way on is a new one.
    await p.goto(onStack(link!, stack.url));
    await p.getByText('This reset link has already been used.', { exact: false }).waitFor();
    expect(await p.getByLabel('New password', { exact: true }).count()).toBe(0);
    await screenshot(p, 'password-reset-5-used-link');
    await p.getByRole('link', { name: 'Send me a new link' }).click();
    await p.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expectFailedCalls();
  });

  it('changes the password in Settings and keeps this phone signed in', async () => {
    const caregiver = await signUp(stack, 'Hana');
    const p = tab.page;
    // Not waiting for Home: its check-ins come from a service this stack does not run.
    await p.goto(`${stack.url}/login`);
    await submitSignIn(p, caregiver.email);
    await p.waitForURL(`${stack.url}/`);
    await p.goto(`${stack.url}/settings`);
    const form = p.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(strongPassword);
    await form.getByLabel('New password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Any other devices have been signed out.', { exact: false }).waitFor();
    await p.getByRole('button', { name: 'Close notification' }).click();
    await p
      .getByRole('heading', { name: 'Password', exact: true })
      .evaluate((el: unknown) =>
        (el as { scrollIntoView(options: object): void }).scrollIntoView({ block: 'center' }),
      );
    await screenshot(p, 'password-change-settings', { fullPage: false });
    expect(await stack.callStatus('currentUser', { token: caregiver.token })).toBe(401);
    await p.reload();
    await p.getByRole('form', { name: 'Change password' }).waitFor();
    expect(await p.getByRole('heading', { name: 'Settings' }).count()).toBe(1);
  });

  it('shows "already have an account" and Sign in on the second click of a sign-up link', async () => {
    const email = `twice.${Date.now()}@example.com`;
    await stack.call('sendVerification', {
      body: { email, firstName: 'Iris', lastName: 'Moss' },
    });
    const mail = await stack.mail.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith('Confirm your email'),
    );
    const link = onStack(
      mail.links.find((href) => href.includes('/signup?token='))!,
      stack.url,
    );
    const token = new URL(link).searchParams.get('token') ?? '';
    const p = tab.page;
    await p.goto(link);
    await p.getByRole('heading', { name: 'Create a password' }).waitFor();
    // The account is made (the first click's journey, as the API makes it).
    await stack.call('completeSignup', {
      body: {
        token,
        password: strongPassword,
        agreedToTerms: true,
        agreedToPrivacy: true,
        consentedToDataUsage: true,
      },
    });

    await p.goto(link);
    await p.getByRole('heading', { name: 'You already have an account' }).waitFor();
    expect(await p.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(await p.getByText('Agreements and Consent').count()).toBe(0);
    await screenshot(p, 'signup-link-used-again');
    await p.getByRole('link', { name: 'Sign in' }).click();
    await p.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });
});
