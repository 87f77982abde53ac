import { randomUUID } from 'node:crypto';
import { type SignedUpCaregiver, signUp, strongPassword, type TestStack } from '@tend/test-stack';
import { signInWithForm } from './support/admin';
import {
  expectNothingWentWrong,
  onStack,
  PHONE,
  screenshot,
  screenshots,
  type TestPage,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';

/**
 * Settings → Email Address in Chromium at phone size: a refused address in words, then the link
 * from the e-mail caught by the SMTP sink opened in the browser, and signing in with the new address.
 */
describe('changing the e-mail address in Chromium', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let caregiver: SignedUpCaregiver;
  let tab: TestPage;
  const next = `grace.new.${randomUUID().slice(0, 8)}@example.net`;

  beforeAll(async () => {
    stack = await suite.start(homeServices);
    caregiver = await signUp(stack, 'Grace');
    tab = await suite.newPage(PHONE);
  });

  it('asks for the new address and the current password, and says an address in use is taken', async () => {
    const other = await signUp(stack, 'Hugo');
    const p = tab.page;
    await signInWithForm(p, stack.url, caregiver.email);
    await p.goto(`${stack.url}/settings`);
    const form = p.getByRole('form', { name: 'Change email address' });
    await form.getByText(caregiver.email).waitFor();

    await form.getByLabel('New email address').fill(other.email);
    await form.getByLabel('Current password').fill(strongPassword);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByRole('alert').filter({ hasText: 'already in use' }).waitFor();
    expect(tab.failedCalls.splice(0)).toContain('409 POST /api/auth/email-change');
    await screenshots(p, 'email-change-in-use');
    expectNothingWentWrong(tab);
  });

  it('sends the link to the new address; opening it changes the address Settings shows', async () => {
    const p = tab.page;
    const form = p.getByRole('form', { name: 'Change email address' });
    await form.getByLabel('New email address').fill(next);
    await form.getByLabel('Current password').fill(strongPassword);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `Check your inbox at ${next}` })
      .waitFor();
    await screenshot(p, 'email-change-sent');

    const mail = await stack.mail.waitFor(
      (m) => m.to.includes(next) && m.subject === 'Confirm your new email address for Tend',
      15_000,
    );
    const link = mail.links.find((href) => href.includes('/confirm-email?token='));
    expect(link).toBeDefined();
    await p.goto(onStack(link!, stack.url));
    await p.getByRole('heading', { name: 'Your email address is changed' }).waitFor();
    await p.getByText(next).waitFor();
    await screenshots(p, 'email-change-confirmed');
    await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Your Tend email address was changed',
      15_000,
    );

    await p.getByRole('link', { name: 'Go to Settings' }).click();
    await p
      .getByRole('form', { name: 'Change email address' })
      .getByText(next, { exact: true })
      .waitFor();

    // Opened a second time, the link says it cannot be used.
    await p.goto(onStack(link!, stack.url));
    await p.getByRole('alert').filter({ hasText: 'expired or was already used' }).waitFor();
    expect(tab.failedCalls.splice(0)).toEqual(['400 POST /api/auth/email-change/confirm']);
    await screenshot(p, 'email-change-link-used');
    expectNothingWentWrong(tab);
  });
});
