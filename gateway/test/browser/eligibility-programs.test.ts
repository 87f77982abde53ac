import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { strongPassword, type TestStack } from '@tend/test-stack';
import {
  expectNothingWentWrong,
  fieldSettlesOn,
  onStack,
  PHONE,
  screenshots,
  type TestPage,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';
import { AccessibilityAudit } from './support/axe';
import { answerChecker, newJersey, texas } from './support/checker';

/**
 * Issue 32 and items 3-4 of issue 33 on a phone: the programs of the caregiver's own state with
 * their reasons and a number to tap; no step flagged red by a tap meant for the one before; and
 * answers that reach the account even when the sign-up link opens in another browser.
 */
describe('eligibility on a phone: the programs of her state, and answers that are never lost', () => {
  const suite = browserSuite();
  let stack: TestStack;
  const tabs: TestPage[] = [];

  async function freshTab(): Promise<Page> {
    const tab = await suite.newPage(PHONE);
    tabs.push(tab);
    return tab.page;
  }

  beforeAll(async () => {
    stack = await suite.start(homeServices, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
  }, 120_000);

  afterEach(() => {
    for (const tab of tabs.splice(0)) expectNothingWentWrong(tab);
  });

  it("shows a New Jersey caregiver her state's programs with reasons, and Texas's for Texas", async () => {
    const p = await freshTab();
    await p.goto(`${stack.url}/eligibility`);
    await answerChecker(p, newJersey);
    const programs = p.getByRole('region', { name: 'Programs in New Jersey' });
    await programs.waitFor();
    const ppp = programs.getByRole('listitem').filter({
      has: p.getByRole('heading', { name: 'Personal Preference Program (PPP)' }),
    });
    await ppp.getByText('Likely a fit', { exact: true }).waitFor();
    await ppp.getByText('Why, pay and how to apply').click();
    const reasons = await ppp
      .getByRole('list', { name: 'Why: Personal Preference Program (PPP)' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Medicaid: met/),
        expect.stringMatching(/adult child caring for a parent be paid here: yes/),
      ]),
    );
    const call = ppp.getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    await ppp.getByText(/Confirm with the agency/).waitFor();
    const audit = new AccessibilityAudit();
    await audit.check(p, 'eligibility results with the programs of New Jersey, one opened');
    expect(audit.takeNew()).toEqual([]);
    await screenshots(p, 'eligibility-programs-new-jersey');

    const again = await freshTab();
    await again.goto(`${stack.url}/eligibility`);
    await answerChecker(again, texas);
    const inTexas = again.getByRole('region', { name: 'Programs in Texas' });
    await inTexas.waitFor();
    const names = await inTexas.getByRole('heading', { level: 4 }).allInnerTexts();
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^STAR\+PLUS/)]));
    expect(names.join('\n')).not.toMatch(/Personal Preference Program/);
  }, 120_000);

  it('lets go of a Continue tap meant for the step a choice just left', async () => {
    const p = await freshTab();
    // The page's clock stands still unless the test moves it: the moment of each tap is exact.
    await p.clock.install();
    await p.goto(`${stack.url}/eligibility`);
    const parent = p.getByRole('radio', { name: 'My parent' });
    await parent.waitFor();
    await p.clock.pauseAt(Date.now() + 60_000);
    await parent.click();
    await p.clock.runFor(450);
    await p.getByText('Step 2 of 6').waitFor();
    // The thumb's Continue, a moment after the choice, lands on the benefits step.
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByRole('checkbox', { name: 'Medicare', exact: true }).waitFor();
    expect(await p.getByRole('alert').count()).toBe(0);
    // A Continue she means, later, still names what is missing.
    await p.clock.runFor(2_000);
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByRole('alert').filter({ hasText: 'Please select at least one benefit' }).waitFor();
  }, 60_000);

  it('carries the answers to the account when the sign-up link opens in another browser', async () => {
    const visitor = await freshTab();
    await visitor.goto(`${stack.url}/eligibility`);
    await answerChecker(visitor, newJersey);
    await visitor.getByRole('button', { name: 'Create Free Account' }).click();
    await visitor.waitForURL(`${stack.url}/signup`);
    const email = `rosa.daughter.${randomUUID().slice(0, 8)}@example.com`;
    await visitor.getByLabel('First name').fill('Ana');
    await visitor.getByLabel('Last name').fill('Reyes');
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Send verification link' }).click();
    await visitor.getByRole('heading', { name: 'Verify your email' }).waitFor();

    // The link opens in a browser that never saw the checker (a mail app's own, say).
    const mail = await stack.mail.waitFor((m) => m.to.includes(email), 30_000);
    const link = mail.links.find((href) => href.includes('/signup?token='));
    const elsewhere = await freshTab();
    await elsewhere.goto(onStack(link ?? '', stack.url));
    await elsewhere.getByLabel('Password', { exact: true }).fill(strongPassword);
    await elsewhere.getByRole('button', { name: 'Continue' }).click();
    for (const document of ['Terms of Service', 'Privacy Policy']) {
      await elsewhere.getByRole('button', { name: `Read ${document}` }).click();
      const dialog = elsewhere.getByRole('dialog', { name: document });
      await dialog
        .getByRole('checkbox', { name: `I have read and agree to the ${document}` })
        .click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await elsewhere.getByRole('checkbox', { name: /I consent to Tend storing/ }).check();
    await elsewhere.getByRole('button', { name: 'Create Account' }).click();

    // Home scores her program with her state's own Medicaid program from the answers, and
    // onboarding has them, read-only.
    await elsewhere.getByRole('heading', { name: 'Hi, Ana' }).waitFor();
    const medicaid = elsewhere.getByTestId('program-medicaid_pas');
    await medicaid.getByText('Eligible', { exact: true }).waitFor();
    await medicaid.getByText('Personal Preference Program (PPP)').waitFor();
    const audit = new AccessibilityAudit();
    await audit.check(elsewhere, "home with her state's programs");
    expect(audit.takeNew()).toEqual([]);
    await screenshots(elsewhere, 'eligibility-home-state-programs');
    await elsewhere.getByRole('link', { name: 'Complete your profile' }).click();
    const field = (name: string) => elsewhere.getByRole('textbox', { name });
    await fieldSettlesOn(field('Relationship (from eligibility check)'), 'Parent');
    await fieldSettlesOn(field('Insurance (from eligibility check)'), 'Medicaid');
    await screenshots(elsewhere, 'eligibility-carried-to-onboarding');
  }, 120_000);
});
