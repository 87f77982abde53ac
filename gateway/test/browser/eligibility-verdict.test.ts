import { programsFor } from '@tend/contracts';
import { signUp, type TestStack } from '@tend/test-stack';
import type { Locator, Page } from 'playwright-core';
import { signInWithToken } from './support/admin';
import { AccessibilityAudit } from './support/axe';
import { expectNothingWentWrong, PHONE, screenshots, type TestPage } from './support/browser';
import { answerChecker, type CheckerAnswers } from './support/checker';
import { browserSuite, homeServices } from './support/suite';

const newJerseyDaughter: CheckerAnswers = {
  relationship: 'My parent',
  benefit: 'Medicare',
  age: '65 or older',
  state: ['New Jer', 'New Jersey (NJ)'],
  zip: '07102',
  condition: "Dementia or Alzheimer's",
};
const texasSpouse: CheckerAnswers = {
  relationship: 'My spouse or partner',
  benefit: 'Medicaid',
  age: '65 or older',
  state: ['Texa', 'Texas (TX)'],
  zip: '77002',
  condition: 'Physical disability',
};

/** A program listed under "Programs in <state>" on the results, by its name. */
const listed = (p: Page, state: string, name: string | RegExp): Locator =>
  p
    .getByRole('region', { name: `Programs in ${state}` })
    .getByRole('listitem')
    .filter({ has: p.getByRole('heading', { name, level: 4 }) });

/**
 * Issue 49, item 1, on a phone: the score's sentence, the programs listed below it and Home's
 * cards tell the same thing about her state, and a Home card opens its program.
 */
describe('one truthful program verdict: results sentence, state programs and Home agree', () => {
  const suite = browserSuite();
  let stack: TestStack;
  const tabs: TestPage[] = [];

  /** A signed-in caregiver's phone at the checker's first step. */
  async function checkerSignedIn(firstName: string): Promise<Page> {
    const caregiver = await signUp(stack, firstName, 'Reyes');
    const tab = await suite.newPage(PHONE);
    tabs.push(tab);
    await signInWithToken(tab, stack.url, caregiver.token);
    await tab.page.goto(`${stack.url}/eligibility`);
    return tab.page;
  }

  beforeAll(async () => {
    stack = await suite.start(homeServices, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
  }, 120_000);

  afterEach(() => {
    for (const tab of tabs.splice(0)) expectNothingWentWrong(tab);
  });

  it('tells the daughter of a Medicare-only mother in New Jersey: Medicaid first, JACC now', async () => {
    const p = await checkerSignedIn('Ana');
    await answerChecker(p, newJerseyDaughter);

    // The spec's score and band stay; the sentence beside it says what they mean in New Jersey.
    await p.getByRole('heading', { name: 'Highly likely to qualify' }).waitFor();
    const meaning = p.getByRole('region', { name: 'What this means in New Jersey' });
    await meaning
      .getByText(/pay a family caregiver only once the person you care for has Medicaid/)
      .waitFor();
    await meaning
      .getByText(/your best route there is Jersey Assistance for Community Caregiving \(JACC\)/)
      .waitFor();
    await meaning
      .getByText(/What it pays: All JACC services together are capped at \$929\.88/)
      .waitFor();
    // The programs below say the same.
    await listed(p, 'New Jersey', 'Personal Preference Program (PPP)')
      .getByText('Unlikely for your answers', { exact: true })
      .waitFor();
    await listed(p, 'New Jersey', /^Jersey Assistance for Community Caregiving/)
      .getByText('Likely a fit', { exact: true })
      .waitFor();
    await screenshots(p, 'verdict-results-new-jersey-medicare-only');

    await p.getByRole('button', { name: 'Return to Dashboard' }).click();
    await p.getByRole('heading', { name: 'Hi, Ana' }).waitFor();
    const medicaid = p.getByTestId('program-medicaid_pas');
    await medicaid.getByText('Unlikely for your answers', { exact: true }).waitFor();
    await medicaid.getByText('Needs Medicaid first: Medicare alone is not Medicaid.').waitFor();
    expect(await medicaid.innerText()).not.toMatch(/\$18\.50|^Eligible$/m);
    const family = p.getByTestId('program-family_support');
    await family.getByText('Likely Eligible', { exact: true }).waitFor();
    await family.getByText(/Pays: All JACC services together are capped at \$929\.88/).waitFor();
    const audit = new AccessibilityAudit();
    await audit.check(p, "home with the cards of her state's programs");
    expect(audit.takeNew()).toEqual([]);
    await screenshots(p, 'verdict-home-new-jersey-medicare-only');

    // A tap anywhere on the card opens its program, with a number to call.
    await family.click();
    const dialog = p.getByRole('dialog', { name: 'Family Caregiver Support' });
    await dialog
      .getByRole('heading', { name: /^Jersey Assistance for Community Caregiving/ })
      .waitFor();
    expect(
      await dialog.getByRole('link', { name: 'Call 1-877-222-3737' }).getAttribute('href'),
    ).toBe('tel:+18772223737');
    await audit.check(p, 'a program opened from Home');
    expect(audit.takeNew()).toEqual([]);
    await screenshots(p, 'verdict-home-program-opened');
  }, 180_000);

  it('never tells a Texas spouse a Medicaid program will pay her', async () => {
    const p = await checkerSignedIn('Lupe');
    await answerChecker(p, texasSpouse);

    await p.getByRole('heading', { name: 'Highly likely to qualify' }).waitFor();
    const meaning = p.getByRole('region', { name: 'What this means in Texas' });
    await meaning
      .getByText(/Texas's Medicaid personal-care programs do not pay a spouse/)
      .waitFor();
    await meaning.getByText(/the program to ask about there is Family Care \(FC\)/).waitFor();
    // Every Texas program that excludes spouses is listed as unlikely, and the sentence names none.
    const excluding = programsFor('TX').filter((program) => program.payees.spouse.value === 'no');
    for (const program of excluding) {
      await listed(p, 'Texas', program.name)
        .getByText('Unlikely for your answers', { exact: true })
        .waitFor();
      expect(await meaning.innerText()).not.toContain(program.name);
    }
    await screenshots(p, 'verdict-results-texas-spouse');

    await p.getByRole('button', { name: 'Return to Dashboard' }).click();
    await p.getByRole('heading', { name: 'Hi, Lupe' }).waitFor();
    const medicaid = p.getByTestId('program-medicaid_pas');
    await medicaid
      .getByText("Texas's Medicaid programs do not pay a spouse to give care.")
      .waitFor();
    await medicaid.getByText('Unlikely for your answers', { exact: true }).waitFor();
    expect(await medicaid.innerText()).not.toContain('Pays:');
    const family = p.getByTestId('program-family_support');
    await family.getByText(/^In Texas: Family Care \(FC\)/).waitFor();
    await family.getByText('Review Needed', { exact: true }).waitFor();
    await screenshots(p, 'verdict-home-texas-spouse');

    // The Medicaid card opens Texas's program, and says why it is not hers.
    await medicaid.getByRole('button', { name: 'Medicaid Personal Care' }).click();
    const dialog = p.getByRole('dialog', { name: 'Medicaid Personal Care' });
    await dialog.getByRole('heading', { name: excluding[0]?.name ?? '', level: 3 }).waitFor();
    await dialog.getByText('Why, pay and how to apply').click();
    await dialog.getByText(/Texas lets a spouse be paid here: no\./).waitFor();
  }, 180_000);
});
