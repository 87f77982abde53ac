import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { EligibilityAnswers } from '@tend/contracts';
import { signUp, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { AccessibilityAudit } from './support/axe';
import {
  expectNothingWentWrong,
  onStack,
  PHONE,
  screenshots,
  type TestPage,
} from './support/browser';
import { answerChecker, newJersey } from './support/checker';
import { browserSuite, homeServices } from './support/suite';

/** The New Jersey daughter's answers (medicaid 35 + parent 20 + 65+ 20 + dementia 15 = 90). */
const njMother: EligibilityAnswers = {
  relationship: 'parent',
  benefits: ['medicaid'],
  age: '65_plus',
  state: 'NJ',
  zipCode: '07102',
  condition: 'dementia',
};

/** The score the results say to a screen reader (the ring shows the number alone). */
const scoreOf = (p: Page, score: number) =>
  p.getByText(`Eligibility score ${score} out of 100.`, { exact: true });

/**
 * Issue 49, item 2 on a phone: results that can be found again. A signed-in caregiver's Programs
 * tab reopens her saved results, with 'Update answers' that starts the checker with her answers
 * in it; a visitor not ready to sign up e-mails herself her results, once, and the e-mail's link
 * opens them again.
 */
describe('eligibility results that can be found again, on a phone', () => {
  const suite = browserSuite();
  let stack: TestStack;
  const tabs: TestPage[] = [];

  async function freshTab(): Promise<TestPage> {
    const tab = await suite.newPage(PHONE);
    tabs.push(tab);
    return tab;
  }

  beforeAll(async () => {
    stack = await suite.start(homeServices, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
  }, 120_000);

  afterEach(() => {
    for (const tab of tabs.splice(0)) expectNothingWentWrong(tab);
  });

  it("reopens a caregiver's saved results from the Programs tab, and 'Update answers' starts at step 1 with her answers", async () => {
    const rosa = await signUp(stack, 'Rosa', 'Diaz', { eligibility: njMother });
    const tab = await freshTab();
    const p = tab.page;
    await signInWithToken(tab, stack.url, rosa.token);
    await p.goto(`${stack.url}/`);
    await p.getByRole('heading', { name: 'Hi, Rosa' }).waitFor();
    const programsTab = p.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Programs',
    });
    await programsTab.click();

    await p.getByText('Your saved results').waitFor();
    await p.getByRole('heading', { name: 'Highly likely to qualify' }).waitFor();
    await scoreOf(p, 90).waitFor({ state: 'attached' });
    await p.getByRole('region', { name: 'Programs in New Jersey' }).waitFor();
    expect(await p.getByText('Step 1 of 6').count()).toBe(0);
    const audit = new AccessibilityAudit();
    await audit.check(p, 'her saved eligibility results');
    expect(audit.takeNew()).toEqual([]);
    await screenshots(p, 'eligibility-saved-results');

    await p.getByRole('button', { name: 'Update answers' }).click();
    await p.getByText('Step 1 of 6').waitFor();
    expect(await p.getByRole('radio', { name: 'My parent' }).isChecked()).toBe(true);
    await screenshots(p, 'eligibility-update-answers');
    const next = () => p.getByRole('button', { name: 'Continue' }).click();
    await next();
    await p.getByText('Step 2 of 6').waitFor();
    expect(await p.getByRole('checkbox', { name: 'Medicaid', exact: true }).isChecked()).toBe(true);
    await next();
    await p.getByText('Step 3 of 6').waitFor();
    expect(await p.getByRole('radio', { name: '65 or older' }).isChecked()).toBe(true);
    // Her mother is younger than she first said: one answer changed, the rest kept.
    await p.getByRole('radio', { name: '18 to 64' }).click();
    await p.getByText('Step 4 of 6').waitFor();
    await p.getByText('New Jersey (NJ)').waitFor();
    await next();
    await p.getByText('Step 5 of 6').waitFor();
    expect(await p.getByRole('textbox', { name: 'What is your zip code?' }).inputValue()).toBe(
      '07102',
    );
    await next();
    await p.getByText('Step 6 of 6').waitFor();
    expect(await p.getByRole('radio', { name: "Dementia or Alzheimer's" }).isChecked()).toBe(true);
    await next();
    await scoreOf(p, 85).waitFor({ state: 'attached' });

    // Whichever way she leaves, the Programs tab reopens the new results.
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await p.getByRole('heading', { name: 'Hi, Rosa' }).waitFor();
    await programsTab.click();
    await p.getByText('Your saved results').waitFor();
    await scoreOf(p, 85).waitFor({ state: 'attached' });
  }, 120_000);

  it('e-mails a visitor her results once, and the link in it opens them again', async () => {
    const tab = await freshTab();
    const p = tab.page;
    await p.goto(`${stack.url}/eligibility`);
    await answerChecker(p, newJersey);
    await scoreOf(p, 90).waitFor({ state: 'attached' });

    const address = `visitor.${randomUUID().slice(0, 8)}@example.com`;
    const form = p.getByRole('region', { name: 'Email me my results' });
    await form.getByText('we do not keep your email address', { exact: false }).waitFor();
    const audit = new AccessibilityAudit();
    await audit.check(p, "a visitor's results with the e-mail form");
    expect(audit.takeNew()).toEqual([]);
    await screenshots(p, 'eligibility-email-form');
    // The results run long on a phone: a shortcut above them leads to the form, ready to type.
    await p.getByRole('button', { name: 'Email me my results' }).click();
    const field = form.getByRole('textbox', { name: 'Your email' });
    await p.waitForFunction(() => {
      const { document } = globalThis as unknown as {
        document: { activeElement: { getAttribute(name: string): string | null } | null };
      };
      return document.activeElement?.getAttribute('type') === 'email';
    });
    await field.fill(address);
    await form.getByRole('button', { name: 'Send my results' }).click();
    await form.getByRole('status').getByText(`Sent to ${address}.`, { exact: false }).waitFor();
    await screenshots(p, 'eligibility-results-emailed');

    const mail = await stack.mail.waitFor((m) => m.to.includes(address), 30_000);
    expect(mail.subject).toBe('Your results from the Tend eligibility check');
    expect(mail.text).toContain(
      'Medicaid Personal Assistance Services in New Jersey: Highly likely to qualify, 90 out of 100.',
    );
    expect(stack.mail.messages().filter((m) => m.to.includes(address))).toHaveLength(1);

    // Days later, on another device: the e-mail's button opens her results, with nothing kept.
    const link = mail.links.find((href) => href.includes('/eligibility?')) ?? '';
    const later = await freshTab();
    await later.page.goto(onStack(link, stack.url));
    await later.page.getByRole('heading', { name: 'Highly likely to qualify' }).waitFor();
    await scoreOf(later.page, 90).waitFor({ state: 'attached' });
    await later.page.getByRole('region', { name: 'Programs in New Jersey' }).waitFor();
    await later.page.getByRole('button', { name: 'Create Free Account' }).waitFor();
    await later.page.waitForURL(`${stack.url}/eligibility`);
  }, 120_000);
});
