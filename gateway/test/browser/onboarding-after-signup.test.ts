import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { strongPassword, type TestStack } from '@tend/test-stack';
import {
  expectNothingWentWrong,
  fieldSettlesOn,
  onStack,
  PHONE,
  screenshots,
  storedItem,
  type TestPage,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';

const agreementsGiven = [
  'You accepted the Terms of Service',
  'You accepted the Privacy Policy',
  'You consented to data usage',
];

/**
 * Issue 49, item 3, on a phone: a daughter in Newark checks her mother's eligibility (Medicare,
 * dementia), signs up, and is led from Home to onboarding, which keeps what she has already said:
 * the agreements she gave at sign-up, with their dates, and every answer of the checker.
 */
describe('onboarding follows sign-up on a phone', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  const email = `lena.newark.${randomUUID().slice(0, 8)}@example.com`;
  const page = (): Page => tab.page;
  const toasts = () => page().getByRole('region', { name: 'Notifications (F8)' });
  const welcome = () => toasts().getByText('Welcome! We saved your eligibility info');
  const token = async () => (await storedItem(page(), 'authToken')) ?? '';

  beforeAll(async () => {
    stack = await suite.start(homeServices, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    tab = await suite.newPage(PHONE);
    tab.context.setDefaultTimeout(30_000);
  }, 120_000);

  afterEach(() => expectNothingWentWrong(tab));

  it('checks eligibility for a mother with dementia, signs up, and lands on Home', async () => {
    const p = page();
    await p.goto(`${stack.url}/eligibility`);
    await p.getByRole('radio', { name: 'My parent' }).click();
    await p.getByText('Step 2 of 6').waitFor();
    await p.getByRole('checkbox', { name: 'Medicare', exact: true }).click();
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByText('Step 3 of 6').waitFor();
    await p.getByRole('radio', { name: '65 or older' }).click();
    const state = p.getByRole('combobox', { name: 'Which state do you live in?' });
    await state.click();
    await state.pressSequentially('New Jer');
    await p.getByTitle('New Jersey (NJ)').waitFor();
    await state.press('Enter');
    await p.getByRole('textbox', { name: 'What is your zip code?' }).pressSequentially('07102');
    await p.getByRole('radio', { name: "Dementia or Alzheimer's" }).click();
    await p.getByRole('button', { name: 'Create Free Account' }).click();

    await p.waitForURL(`${stack.url}/signup`);
    await p.getByLabel('First name').fill('Lena');
    await p.getByLabel('Last name').fill('Okafor');
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByLabel('Email').fill(email);
    await p.getByRole('button', { name: 'Send verification link' }).click();
    await p.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const mail = await stack.mail.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith('Confirm your email'),
      30_000,
    );
    const link = mail.links.find((href) => href.includes('/signup?token='));
    expect(link).toBeDefined();
    await p.goto(onStack(link ?? '', stack.url));
    await p.getByLabel('Password', { exact: true }).fill(strongPassword);
    await p.getByRole('button', { name: 'Continue' }).click();
    for (const document of ['Terms of Service', 'Privacy Policy']) {
      await p.getByRole('button', { name: `Read ${document}` }).click();
      const dialog = p.getByRole('dialog', { name: document });
      await dialog
        .getByRole('checkbox', { name: `I have read and agree to the ${document}` })
        .click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await p.getByRole('checkbox', { name: /I consent to Tend storing/ }).check();
    await p.getByRole('button', { name: 'Create Account' }).click();
    await p.getByRole('heading', { name: 'Your account is ready' }).waitFor();

    // The app goes to / (docs/product-spec.md section 2, Sign-up), and onboarding comes first there.
    await p.getByRole('heading', { name: 'Hi, Lena' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
    const prompt = p.getByRole('link', { name: 'Complete your profile' });
    await prompt.waitFor();
    const box = await prompt.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const quickActions = await p.getByRole('heading', { name: 'Quick Actions' }).boundingBox();
    expect(box?.y).toBeLessThan(quickActions?.y ?? 0);
    expect(await welcome().count()).toBe(0);
    await screenshots(p, 'onboarding-follows-home');
  }, 180_000);

  it('opens onboarding with the agreements given, every answer carried, and welcomes once', async () => {
    const p = page();
    const atSignup = await stack.call('getProfile', { token: await token() });
    await p.getByRole('link', { name: 'Complete your profile' }).click();
    await p.waitForURL(`${stack.url}/onboarding`);
    await p.getByRole('heading', { name: 'Complete your profile', level: 1 }).waitFor();
    await welcome().waitFor();

    for (const given of agreementsGiven)
      await p.getByText(new RegExp(`^${given} on \\w+ \\d{1,2}, \\d{4}\\.$`)).waitFor();
    expect(await p.getByRole('checkbox', { name: /^I accept|^I consent/ }).count()).toBe(0);
    await fieldSettlesOn(p.getByLabel('Location', { exact: false }), 'NJ 07102');
    const relationship = p.getByRole('textbox', { name: 'Relationship (from eligibility check)' });
    await fieldSettlesOn(relationship, 'Parent');
    await fieldSettlesOn(
      p.getByRole('textbox', { name: 'Insurance (from eligibility check)' }),
      'Medicare',
    );
    const dementia = p.getByRole('checkbox', { name: "Dementia or Alzheimer's" });
    expect(await dementia.isChecked()).toBe(true);
    await screenshots(p, 'onboarding-follows-prefilled');

    // A reload keeps her answers and does not welcome her again.
    await p.reload();
    await fieldSettlesOn(relationship, 'Parent');
    expect(await p.getByRole('checkbox', { name: "Dementia or Alzheimer's" }).isChecked()).toBe(
      true,
    );
    expect(await welcome().count()).toBe(0);

    // Everything stays hers to change; Save is not held back by the agreements.
    await p.getByLabel('Location', { exact: false }).fill('Newark, NJ 07102');
    await p.getByLabel('Their name').fill('Grace');
    await p.getByRole('checkbox', { name: 'Diabetes' }).click();
    await p.getByRole('button', { name: 'Change Insurance' }).click();
    await p.getByRole('combobox', { name: /Insurance/ }).selectOption('medicare_medicaid');
    await p.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await toasts().getByText('Your profile has been set up successfully.').waitFor();
    await p.getByRole('heading', { name: 'Hi, Lena' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
    expect(await p.getByRole('link', { name: 'Complete your profile' }).count()).toBe(0);
    expect(await welcome().count()).toBe(0);

    // As saved: the agreements keep the dates of sign-up; dementia and the rest are hers.
    const saved = await stack.call('getProfile', { token: await token() });
    expect(saved).toMatchObject({
      location: 'Newark, NJ 07102',
      isOnboardingComplete: true,
      agreedToTermsAt: atSignup.agreedToTermsAt,
      agreedToPrivacyAt: atSignup.agreedToPrivacyAt,
      consentedToDataUsageAt: atSignup.consentedToDataUsageAt,
    });
    expect(atSignup.agreedToTermsAt).not.toBeNull();
    expect(await stack.call('listRecipients', { token: await token() })).toEqual([
      expect.objectContaining({
        name: 'Grace',
        relationship: 'parent',
        conditions: ['dementia', 'diabetes'],
        insuranceType: 'medicare_medicaid',
      }),
    ]);
  }, 120_000);
});
