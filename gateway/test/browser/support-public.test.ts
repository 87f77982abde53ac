import { randomUUID } from 'node:crypto';
import type { TestStack } from '@tend/test-stack';
import { expectNothingWentWrong, screenshot, screenshots, type TestPage } from './support/browser';
import { browserSuite } from './support/suite';

const supportInbox = 'help@tend.test';

/**
 * Someone who cannot sign in, on a phone: the login page's 'Contact support' leads to a form
 * they can send without an account, and their words reach the support mailbox.
 */
describe('help while signed out, in Chromium at phone size', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let visitor: TestPage;

  beforeAll(async () => {
    stack = await suite.start(['identity', 'notifications', 'email-worker'], {
      SUPPORT_EMAIL: supportInbox,
    });
    visitor = await suite.newPage();
  });
  afterEach(() => expectNothingWentWrong(visitor));

  it('login → Contact support → the form, in view → sent, and the support mailbox has it', async () => {
    const page = visitor.page;
    await page.goto(`${stack.url}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await screenshot(page, 'support-public-1-login');

    await page.getByRole('link', { name: 'Contact support' }).click();
    await page.waitForURL('**/resources#contact-support');
    const contact = page.getByRole('region', { name: 'Contact support' });
    await contact.getByLabel('Your name').waitFor();
    // The link lands on the form itself, not on the top of a long page.
    const top = (await contact.boundingBox())?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan((page.viewportSize()?.height ?? 0) / 2);
    // Nothing the page shows a visitor needs a session: no library call, so no 401 either.
    expect(visitor.failedCalls.filter((call) => call.includes('/api/resources'))).toEqual([]);
    await screenshot(page, 'support-public-2-form-in-view', { fullPage: false });
    await screenshots(page, 'support-public-3-resources-visitor');

    // Sent empty: the form says what is missing, in place.
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByRole('alert').waitFor();
    expect(await contact.getByRole('alert').innerText()).toBe(
      'Please fill all fields. Name, email, category, and message are required.',
    );
    await screenshot(page, 'support-public-4-missing', { fullPage: false });

    const marker = randomUUID().slice(0, 8);
    await contact.getByLabel('Your name').fill('Rosa Alvarez');
    await contact.getByLabel('Email').fill(`rosa.${marker}@example.com`);
    await contact.getByLabel('Category').selectOption({ label: 'Technical Issue' });
    await contact
      .getByLabel('Message')
      .fill(`I forgot which email I used for my mother's account. ${marker}`);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    const sent = contact.getByRole('status');
    await sent.getByRole('heading', { name: 'Support Request Sent' }).waitFor();
    expect(await sent.innerText()).toContain(`We will answer at rosa.${marker}@example.com.`);
    await screenshot(page, 'support-public-5-sent', { fullPage: false });

    const mail = await stack.mail.waitFor((m) => m.text.includes(marker));
    expect(mail.to).toEqual([supportInbox]);
    expect(mail.subject).toBe(
      '[Support] Technical Issue: Help while signed out, from Rosa Alvarez',
    );
    expect(mail.text).toContain(`Rosa Alvarez <rosa.${marker}@example.com> (not signed in)`);

    await sent.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });
});
