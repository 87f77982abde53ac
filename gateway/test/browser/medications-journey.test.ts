import {
  joinCircle,
  recipientWithCircle,
  signUp,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { AccessibilityAudit } from './support/axe';
import { expectNothingWentWrong, screenshots, type TestPage } from './support/browser';
import { expectWholeAtLargeText } from './support/large-text';
import { expectLinksWhole } from './support/layout';
import { fillMedicine } from './support/medicines';
import { browserSuite, homeServices } from './support/suite';

const chicago = 'America/Chicago';

/**
 * Medicines at phone size (issue 47, parts 1 and 2): the owner adds metformin twice a day and
 * insulin at bedtime; her brother, family in her circle, logs the 8 am metformin "Given" on Today;
 * he looks back at yesterday and logs the evening dose he forgot; the owner, alone, reads who saw and
 * changed what; he turns off his own dose reminders; a helper in the same circle is offered no
 * medicine (not even a reminder switch) and gets the not-found screen at their address.
 * Times are today's in the circle's zone, whatever the real clock says: a dose of today may be
 * logged before its hour (the API refuses only a time to come for when it was given).
 */
describe('medicines, from the list to today’s doses', () => {
  const suite = browserSuite();
  /** Each screen pictured is checked by axe-core too (WCAG 2.2 AA) at both widths. */
  const audit = new AccessibilityAudit();
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let brother: SignedUpCaregiver;
  let helper: SignedUpCaregiver;
  let ownerTab: TestPage;
  let brotherTab: TestPage;
  let helperTab: TestPage;
  let recipientId: string;
  const recipientPage = () => `${stack.url}/recipients/${recipientId}`;

  beforeAll(async () => {
    stack = await suite.start(homeServices, { REMINDER_SWEEP_SECONDS: '3600' });
    [owner, brother, helper] = await Promise.all([
      signUp(stack, 'Ana'),
      signUp(stack, 'Luis'),
      signUp(stack, 'Sam'),
    ]);
    recipientId = await recipientWithCircle(
      stack,
      owner.token,
      { name: 'Mom', relationship: 'parent', conditions: ['diabetes'] },
      chicago,
    );
    const circle = { ownerToken: owner.token, recipientId };
    await joinCircle(stack, circle, brother, 'family');
    await joinCircle(stack, circle, helper, 'helper');
    [ownerTab, brotherTab, helperTab] = await Promise.all([
      suite.newPage(),
      suite.newPage(),
      suite.newPage(),
    ]);
    await Promise.all([
      signInWithToken(ownerTab, stack.url, owner.token),
      signInWithToken(brotherTab, stack.url, brother.token),
      signInWithToken(helperTab, stack.url, helper.token),
    ]);
  }, 120_000);

  it('lets the owner add metformin twice a day and insulin at bedtime', async () => {
    const p = ownerTab.page;
    await p.goto(recipientPage());
    await p.getByRole('link', { name: 'Medicines' }).click();
    await p.getByText('No medicines are listed for Mom yet.', { exact: false }).waitFor();

    await p.getByRole('button', { name: 'Add a medicine' }).click();
    await fillMedicine(p, {
      name: 'Metformin',
      strength: '500 mg',
      form: 'tablet',
      unit: 'tablet',
      times: ['08:00', '20:00'],
      purpose: 'Diabetes',
    });
    await p.getByLabel('Prescribed by (optional)').fill('Dr. Patel');
    await p.getByLabel('Doses on hand (optional)').fill('60');
    await screenshots(p, 'medications-1-form');
    await audit.check(p, 'medications-1-form');
    await p.getByRole('button', { name: 'Add medicine' }).click();
    await p.getByRole('article', { name: 'Metformin' }).waitFor();

    await p.getByRole('button', { name: 'Add a medicine' }).click();
    await fillMedicine(p, {
      name: 'Insulin glargine',
      amount: '10',
      unit: 'units',
      times: ['22:00'],
      purpose: 'Blood sugar at night',
    });
    await p.getByLabel('Critical: remind even during quiet hours').check();
    await p.getByRole('button', { name: 'Add medicine' }).click();
    const insulin = p.getByRole('article', { name: 'Insulin glargine' });
    await insulin.getByText('Critical').waitFor();
    await insulin.getByText(/^Every day at 10:00\sPM$/).waitFor();
    await p
      .getByRole('article', { name: 'Metformin' })
      .getByText(/^Every day at 8:00\sAM and 8:00\sPM$/)
      .waitFor();
    await screenshots(p, 'medications-2-list');
    await audit.check(p, 'medications-2-list');
    expectNothingWentWrong(ownerTab);
    expect(audit.takeNew()).toEqual([]);
  }, 90_000);

  it('puts every section of Mom’s page in sight on a phone, at 200% text too', async () => {
    const p = ownerTab.page;
    await p.goto(recipientPage());
    const sections = p.getByRole('navigation', { name: 'Sections of the page' });
    const names = ['Tasks', 'Updates', 'Circle', 'Profile', 'Calendar'];
    const allInSight = () => expectLinksWhole(sections, names);
    await allInSight();
    await screenshots(p, 'medications-0-recipient-sections');
    await audit.check(p, 'medications-0-recipient-sections');
    await expectWholeAtLargeText(p, allInSight);
    await sections.getByRole('link', { name: 'Calendar', exact: true }).click();
    await p.waitForURL(`${recipientPage()}/calendar`);
    // The address changes a render before the link is marked current: waited for, not read once
    // (read at once, a busy CI machine found it unmarked).
    const calendar = sections.getByRole('link', { name: 'Calendar', exact: true });
    await calendar.and(p.locator('[aria-current="page"]')).waitFor();
    expectNothingWentWrong(ownerTab);
    expect(audit.takeNew()).toEqual([]);
  }, 60_000);

  it('lets her brother log the 8 am metformin "Given" on Today', async () => {
    const p = brotherTab.page;
    await p.goto(recipientPage());
    await p.getByText("You are family in Mom's care circle.").waitFor();
    await screenshots(p, 'medications-0-family-recipient-page');
    await p.getByRole('link', { name: "Today's doses" }).click();
    await p.waitForURL(`${recipientPage()}/doses`);
    const doses = p.getByRole('article', { name: / at / });
    await doses.first().waitFor();
    const labels: string[] = [];
    for (const dose of await doses.all())
      labels.push((await dose.getAttribute('aria-label'))?.replace(/\s/g, ' ') ?? '');
    // In time order, as the recipient's day goes.
    expect(labels).toEqual([
      'Metformin at 8:00 AM',
      'Metformin at 8:00 PM',
      'Insulin glargine at 10:00 PM',
    ]);
    await screenshots(p, 'medications-3-today');
    await audit.check(p, 'medications-3-today');

    const morning = p.getByRole('article', { name: /^Metformin at 8:00\sAM$/ });
    await morning.getByRole('button', { name: 'Given', exact: true }).click();
    await morning.getByText(/^Given at .* by Luis/).waitFor();
    await expect(morning.getByRole('button', { name: 'Given', exact: true }).count()).resolves.toBe(
      0,
    );
    await screenshots(p, 'medications-4-today-given');
    await audit.check(p, 'medications-4-today-given');

    // The owner sees it too, and the supply went down by the dose.
    const owner = ownerTab.page;
    await owner.goto(`${recipientPage()}/doses`);
    await owner
      .getByRole('article', { name: /^Metformin at 8:00\sAM$/ })
      .getByText(/^Given at .* by Luis/)
      .waitFor();
    await owner.getByRole('link', { name: 'Medicines' }).click();
    await owner
      .getByRole('article', { name: 'Metformin' })
      .getByText(/59 doses on hand/)
      .waitFor();
    await owner.getByRole('link', { name: 'Details, change, history (Metformin)' }).click();
    await owner.getByText(/^Added by Ana/).waitFor();
    // She changes where it comes from: the history says who changed what.
    await owner.getByRole('button', { name: 'Change this medicine' }).click();
    await owner.getByLabel('Pharmacy (optional)').fill('Main Street Pharmacy');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await owner.getByText('Pharmacy: from none to Main Street Pharmacy').waitFor();
    await owner.getByText(/^Changed by Ana/).waitFor();
    await screenshots(owner, 'medications-5-details');
    await audit.check(owner, 'medications-5-details');
    expectNothingWentWrong(brotherTab);
    expectNothingWentWrong(ownerTab);
    expect(audit.takeNew()).toEqual([]);
  }, 90_000);

  it('asks before a dose given again within its minimum gap, worded from who gave it and when', async () => {
    await stack.call('createMedication', {
      token: owner.token,
      params: { id: recipientId },
      body: {
        name: 'Acetaminophen',
        dose: { amount: 2, unit: 'tablets' },
        schedule: { kind: 'as-needed', minimumGapMinutes: 240 },
      },
    });
    const p = brotherTab.page;
    await p.reload();
    const medicine = p.getByRole('article', { name: 'Acetaminophen' });
    await medicine.getByRole('button', { name: 'Give now' }).click();
    await medicine.getByText(/^Last given at /).waitFor();
    await medicine.getByRole('button', { name: 'Give now' }).click();
    const question = p.getByRole('dialog', {
      name: /^Already given at .* by Luis\. Give again\?$/,
    });
    await question.waitFor();
    await screenshots(p, 'medications-6-give-again', { fullPage: false });
    await audit.check(p, 'medications-6-give-again');
    await question.getByRole('button', { name: "Don't give" }).click();
    await question.waitFor({ state: 'hidden' });

    // "Skipped" asks why first.
    const evening = p.getByRole('article', { name: /^Metformin at 8:00\sPM$/ });
    await evening.getByRole('button', { name: 'Skipped', exact: true }).click();
    const why = p.getByRole('dialog', { name: 'Why was Metformin skipped?' });
    await why.getByLabel('Reason').fill('She was asleep.');
    await screenshots(p, 'medications-7-skip', { fullPage: false });
    await audit.check(p, 'medications-7-skip');
    await why.getByRole('button', { name: 'Log as skipped' }).click();
    await evening.getByText(/^Skipped at .* by Luis: She was asleep\.$/).waitFor();
    // The 409 was the question, asked and answered: nothing else failed.
    expect(brotherTab.failedCalls.splice(0)).toEqual([
      `409 POST /api/recipients/${recipientId}/doses`,
    ]);
    expectNothingWentWrong(brotherTab);
    expect(audit.takeNew()).toEqual([]);
  }, 60_000);

  it('lets her brother look back at yesterday and log the evening dose he forgot', async () => {
    const p = brotherTab.page;
    await p.goto(`${recipientPage()}/doses`);
    await p.getByRole('button', { name: 'Previous day' }).click();
    await p.waitForURL(/\?day=\d{4}-\d{2}-\d{2}$/);
    await p.getByRole('heading', { name: "Mom's doses", exact: true }).waitFor();
    await p.getByText(/^A day gone by\./).waitFor();
    const evening = p.getByRole('article', { name: /^Metformin at 8:00\sPM$/ });
    // Started long ago but added to Tend today: yesterday's dose was never "late" here.
    await evening.getByText('Due', { exact: true }).waitFor();
    expect(await evening.getByText('Late: not logged yet').count()).toBe(0);
    await screenshots(p, 'medications-9-yesterday');
    await audit.check(p, 'medications-9-yesterday');
    await evening.getByRole('button', { name: 'Given', exact: true }).click();
    const when = p.getByRole('dialog', { name: 'When was Metformin given?' });
    await expect(when.getByLabel(/^The time it was given on /).inputValue()).resolves.toBe('20:00');
    await when.getByRole('button', { name: 'Given', exact: true }).click();
    await evening.getByText(/^Given at 8:00\sPM by Luis/).waitFor();
    await p.getByRole('button', { name: 'Today', exact: true }).click();
    await p.getByRole('heading', { name: "Mom's doses today" }).waitFor();
    expectNothingWentWrong(brotherTab);
    expect(audit.takeNew()).toEqual([]);
  }, 60_000);

  it('shows the owner, and only her, who saw and changed what', async () => {
    const p = ownerTab.page;
    await p.goto(`${recipientPage()}/medications`);
    await p.getByRole('link', { name: 'Who saw and changed what' }).click();
    await p.getByRole('heading', { name: 'Who saw and changed what' }).waitFor();
    await p
      .getByText(/^Luis.* logged a dose as given or skipped$/)
      .first()
      .waitFor();
    await p
      .getByText(/^Luis.* looked at the day's doses$/)
      .first()
      .waitFor();
    await p
      .getByText(/^Ana.* added a medicine$/)
      .first()
      .waitFor();
    await screenshots(p, 'medications-10-audit');
    await audit.check(p, 'medications-10-audit');
    const brother = brotherTab.page;
    await brother.goto(`${recipientPage()}/medications`);
    await brother.getByRole('article', { name: 'Metformin' }).waitFor();
    await expect(
      brother.getByRole('link', { name: 'Who saw and changed what' }).count(),
    ).resolves.toBe(0);
    expectNothingWentWrong(ownerTab);
    expectNothingWentWrong(brotherTab);
    expect(audit.takeNew()).toEqual([]);
  }, 60_000);

  it('lets her brother stop dose reminders in his own settings in the circle', async () => {
    const p = brotherTab.page;
    await p.goto(`${recipientPage()}/circle`);
    await p.getByRole('heading', { name: 'Your settings in this circle' }).waitFor();
    await p.getByText(/^Reminders wait until your quiet hours end/).waitFor();
    // Chosen by keyboard, as the other selects are: a tap while the list was still opening (it
    // scrolls to the 9:00 PM chosen) was lost once in CI, and 9 PM was kept.
    const from = p.getByRole('combobox', { name: 'From' });
    await from.click();
    await p.getByTitle('10:00 PM').waitFor();
    await from.press('ArrowDown');
    await from.press('Enter');
    await p.getByRole('radio', { name: 'A time zone of my own' }).check();
    await p.getByRole('combobox', { name: 'Time zone' }).fill('Los Angeles');
    await p.keyboard.press('Enter');
    await p.getByRole('radio', { name: 'One summary a day' }).check();
    await p.getByRole('switch', { name: "Remind me of Mom's doses and refills" }).click();
    await p.getByRole('button', { name: 'Save my settings' }).click();
    await p.getByText('Your settings are saved.').waitFor();
    await screenshots(p, 'medications-11-my-settings');
    await audit.check(p, 'medications-11-my-settings');
    const circle = await stack.call('getCircle', {
      token: brother.token,
      params: { id: recipientId },
    });
    expect(circle.yourSettings).toEqual({
      timeZone: 'America/Los_Angeles',
      quietHours: { from: 22, until: 8 },
      updateNotices: 'daily',
      doseReminders: false,
    });
    expectNothingWentWrong(brotherTab);
    expect(audit.takeNew()).toEqual([]);
  }, 60_000);

  it('offers a helper no medicine, and shows the not-found screen at their addresses', async () => {
    const p = helperTab.page;
    await p.goto(recipientPage());
    await p.getByText("You are a helper in Mom's care circle.").waitFor();
    await screenshots(p, 'medications-8-helper-recipient-page');
    await expect(p.getByRole('link', { name: "Today's doses" }).count()).resolves.toBe(0);
    await expect(p.getByRole('link', { name: 'Medicines' }).count()).resolves.toBe(0);
    await expect(p.getByText(/Metformin|Insulin/).count()).resolves.toBe(0);
    // Their own settings offer no dose reminders either.
    await p.goto(`${recipientPage()}/circle`);
    await p.getByRole('heading', { name: 'Your settings in this circle' }).waitFor();
    await expect(p.getByRole('switch').count()).resolves.toBe(0);
    for (const address of ['medications', 'doses']) {
      await p.goto(`${recipientPage()}/${address}`);
      await p.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await expect(p.getByText(/Metformin|Insulin/).count()).resolves.toBe(0);
    }
    // And the API, asked directly, answers as it does a stranger.
    expect(
      await stack.callStatus('listMedications', {
        token: helper.token,
        params: { id: recipientId },
      }),
    ).toBe(404);
    expectNothingWentWrong(helperTab);
  }, 60_000);
});
