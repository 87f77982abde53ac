import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BurdenQuestions, type RouteBody } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  joinCircle,
  recipientWithCircle,
  signUp,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import {
  DESKTOP,
  expectNothingWentWrong,
  onStack,
  PHONE,
  screenshotDir,
  screenshots,
  type InPage,
  type TestPage,
  unexpectedFailures,
} from './support/browser';
import { AccessibilityAudit } from './support/axe';
import { browserSuite, homeServices } from './support/suite';
import { toastShown } from './support/toasts';

const chicago = 'America/Chicago';
const hoursAgo = (hours: number) => DateTime.now().minus({ hours }).toUTC().toISO() ?? '';
/**
 * The week's oldest reading, on the first of its seven days. The week starts at midnight in
 * Chicago six days before the day the page is read: 144 hours before left it out whenever a
 * midnight passed between logging it and reading the page, and at once in the first hour of a
 * day after the clocks went forward (a 23-hour day among the six). Two hours later it stays in for
 * a run of up to an hour at any time of day (the one short day takes one hour of the two).
 */
const sixDaysAgo = 6 * 24 - 2;

/** Every check-in answer scored 2 (a moderate burden). */
const moderateCheckIn = Object.fromEntries(
  BurdenQuestions.map((q) => [
    q.id,
    { value: q.options.find((o) => o.score === 2)?.value ?? '', comment: null },
  ]),
);

/** Whether a PDF can be turned into pictures here (Debian's poppler-utils). */
const hasPdfToPng = () => existsSync('/usr/bin/pdftoppm');

/**
 * The care log and the doctor's page at phone size (issue 47, parts 4 and 5): Rosa, family, logs
 * Mom's low blood sugar and reads its first aid; the charts show the week and the month; Ana, the
 * owner, writes a question, opens the doctor's page, prints it and shares it; a clinician opens
 * the link in a browser with no account; once Ana turns it off, the link says it no longer works.
 */
describe('the care log and the doctor’s page', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let ana: SignedUpCaregiver;
  let rosa: SignedUpCaregiver;
  let anaTab: TestPage;
  let rosaTab: TestPage;
  let recipientId: string;
  let sharedUrl: string;
  const circlePage = () => `${stack.url}/recipients/${recipientId}`;
  const inCircle = (who: SignedUpCaregiver) => ({
    token: who.token,
    params: { id: recipientId },
  });
  const log = (entry: RouteBody<'addCareLogEntry'>) =>
    stack.call('addCareLogEntry', { ...inCircle(rosa), body: entry });

  beforeAll(async () => {
    stack = await suite.start(homeServices);
    [ana, rosa] = await Promise.all([signUp(stack, 'Ana'), signUp(stack, 'Rosa')]);
    recipientId = await recipientWithCircle(
      stack,
      ana.token,
      { name: 'Mom', relationship: 'parent', conditions: ['dementia'] },
      chicago,
    );
    await joinCircle(stack, { ownerToken: ana.token, recipientId }, rosa, 'family');
    const medicationIds: string[] = [];
    for (const medication of [
      {
        name: 'Metformin',
        strength: '500 mg',
        form: 'tablet',
        dose: { amount: 1, unit: 'tablet' },
        schedule: { kind: 'scheduled', times: ['08:00', '20:00'] },
        purpose: 'Diabetes',
      },
      {
        name: 'Insulin glargine',
        dose: { amount: 10, unit: 'units' },
        schedule: { kind: 'scheduled', times: ['21:30'] },
      },
    ] satisfies RouteBody<'createMedication'>[])
      medicationIds.push(
        (await stack.call('createMedication', { ...inCircle(ana), body: medication })).id,
      );
    // Metformin was added two days ago: yesterday's 8 am dose was never logged, its 8 pm skipped.
    const [metforminId] = medicationIds;
    await stack
      .service('care-circle')
      .app.get<Database>(DATABASE)
      .execute(
        sql`update medications set created_at = now() - interval '2 days' where id = ${metforminId}`,
      );
    const yesterday = DateTime.now().setZone(chicago).minus({ days: 1 }).toISODate() ?? '';
    await stack.call('logDose', {
      ...inCircle(rosa),
      body: {
        medicationId: metforminId,
        scheduledFor: `${yesterday}T20:00`,
        status: 'skipped',
        reason: 'She was asleep.',
      },
    });
    await stack.call('setCareLogRanges', {
      ...inCircle(ana),
      body: {
        ranges: { systolic: { low: 90, high: 140 }, bloodSugar: { low: 80, high: 180 } },
      },
    });
    // A week and more of readings, so the charts have a line to draw.
    for (const [hours, systolic, mgdl] of [
      [20 * 24, 126, 118],
      [12 * 24, 131, 142],
      [sixDaysAgo, 138, 150],
      [5 * 24, 149, 131],
      [4 * 24, 135, 126],
      [3 * 24, 128, 164],
      [2 * 24, 133, 139],
      [26, 141, 122],
    ]) {
      await log({ kind: 'blood-pressure', systolic, diastolic: 84, at: hoursAgo(hours) });
      await log({ kind: 'blood-sugar', mgdl, at: hoursAgo(hours - 2) });
    }
    await log({ kind: 'fall', injured: false, at: hoursAgo(9 * 24), note: 'In the bathroom.' });
    // Her moods: three this week, one more in the month.
    for (const [hours, mood] of [
      [18 * 24, 'very-low'],
      [5 * 24 + 3, 'low'],
      [3 * 24 + 5, 'okay'],
      [30, 'good'],
    ] as const)
      await log({ kind: 'mood', mood, at: hoursAgo(hours) });
    await stack.call('submitAssessment', {
      token: ana.token,
      body: { responses: moderateCheckIn },
    });
    // Care-circle learns her level from the assessment service's event, a moment later.
    await eventually(
      async () => (await stack.call('visitSummary', inCircle(ana))).ownerCheckIn !== null,
      10_000,
      'care-circle to know Ana’s check-in',
    );
    [anaTab, rosaTab] = await Promise.all([suite.newPage(), suite.newPage()]);
    await Promise.all([
      signInWithToken(anaTab, stack.url, ana.token),
      signInWithToken(rosaTab, stack.url, rosa.token),
    ]);
  }, 180_000);

  it('shows Rosa the first aid when she logs a blood sugar of 62, and the chart', async () => {
    const p = rosaTab.page;
    await p.goto(circlePage());
    await p.getByRole('navigation', { name: 'Health' }).waitFor();
    await screenshots(p, 'care-log-0-recipient-page');
    await p.getByRole('link', { name: 'Care log' }).click();
    await p.getByRole('heading', { name: "Mom's care log" }).waitFor();
    // Ant Design's button-like radios: the label is what a finger taps.
    await p
      .getByRole('group', { name: 'What are you logging?' })
      .getByText('Blood sugar', { exact: true })
      .click();
    await p.getByLabel('Blood sugar (mg/dL)').fill('62');
    await p.getByLabel('Note (optional)').fill('Shaky before lunch.');
    await p.getByRole('button', { name: 'Add to the log' }).click();
    const firstAid = p.getByRole('alert').filter({ hasText: 'Low blood sugar: act now' });
    await firstAid.getByText(/cannot swallow safely, call 911/).waitFor();
    await p.getByRole('img', { name: /^Blood sugar: 7 readings, from 62 to 164 mg\/dL/ }).waitFor();
    await p
      .getByRole('img', { name: /^Blood pressure: 6 readings, from 84 to 149 mmHg/ })
      .waitFor();
    await p
      .getByRole('img', { name: 'Mood: 3 entries, from Low to Good; the latest: Good.' })
      .waitFor();
    await p
      .getByRole('region', { name: 'Recent entries' })
      .getByText('Blood sugar 62 mg/dL')
      .waitFor();
    await screenshots(p, 'care-log-1-low-sugar');

    await p.getByText('Month', { exact: true }).click();
    await p.getByRole('img', { name: /^Blood sugar: 9 readings/ }).waitFor();
    await p
      .getByRole('img', { name: 'Mood: 4 entries, from Very low to Good; the latest: Good.' })
      .waitFor();
    await p.getByRole('heading', { name: 'Over time' }).scrollIntoViewIfNeeded();
    await screenshots(p, 'care-log-2-month-charts');
    expectNothingWentWrong(rosaTab);
  }, 90_000);

  it('lets Ana write a question, print the doctor’s page and share it', async () => {
    const p = anaTab.page;
    await p.goto(circlePage());
    await p.getByRole('link', { name: "Doctor's page" }).click();
    await p.getByRole('heading', { name: "Doctor's page: Mom" }).waitFor();
    await p
      .getByLabel('Your questions, one on each line')
      .fill('Is her sugar too low before lunch?\nCould a medicine cause her falls?');
    await p.getByRole('button', { name: 'Save questions' }).click();
    await toastShown(p, 'Your questions are saved.');
    const meds = p.getByRole('region', { name: 'Current medicines' });
    await meds.getByText('Metformin 500 mg tablet').waitFor();
    await meds.getByText('Insulin glargine').waitFor();
    const missed = p.getByRole('region', { name: 'Doses missed in the last 30 days' });
    await missed.getByText('Skipped: She was asleep.', { exact: false }).waitFor();
    await missed.getByText('Not logged', { exact: false }).first().waitFor();
    await p.getByText('Moderate burden, on', { exact: false }).waitFor();
    await p
      .getByRole('region', { name: 'Log trends' })
      .getByRole('img', { name: /^Blood sugar: 9 readings/ })
      .waitFor();
    await screenshots(p, 'visit-summary-1-owner');

    // On paper: the page alone, with the questions as a list, and no buttons or forms.
    await p.emulateMedia({ media: 'print' });
    await p
      .getByRole('listitem')
      .filter({ hasText: 'Could a medicine cause her falls?' })
      .waitFor();
    for (const hidden of ['Print / Save as PDF', 'Create a link', 'Save questions'])
      expect(await p.getByRole('button', { name: hidden }).isVisible()).toBe(false);
    expect(await p.locator('.app-header').isVisible()).toBe(false);
    await printToPdf(p, 'visit-summary-print');
    await p.emulateMedia({ media: null });

    await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.url,
    });
    await p.getByRole('button', { name: 'Create a link' }).click();
    const address = p.getByLabel("Link to the doctor's page");
    sharedUrl = await address.inputValue();
    // The page a clinician opens, on the app's public address (the JSON API's is never shown).
    expect(sharedUrl).toMatch(/^http:\/\/localhost:8080\/visit\/[^/]+$/);
    await p
      .getByRole('status')
      .getByText(/^Works until/)
      .waitFor();
    const links = p.getByRole('list', { name: 'Your links' });
    await links
      .getByRole('listitem')
      .filter({ hasText: /^Made / })
      .waitFor();
    expect(await links.getByRole('button', { name: /^Turn off the link made / }).count()).toBe(1);
    await p.getByRole('heading', { name: 'Your links' }).scrollIntoViewIfNeeded();
    await screenshots(p, 'visit-summary-4-links');
    await p.getByRole('button', { name: 'Copy link' }).click();
    await p.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await p.evaluate(() =>
      (
        globalThis as unknown as InPage & {
          navigator: { clipboard: { readText(): Promise<string> } };
        }
      ).navigator.clipboard.readText(),
    );
    expect(copied).toBe(sharedUrl);
    expectNothingWentWrong(anaTab);
  }, 90_000);

  it('opens the link for a clinician without an account, until Ana turns it off', async () => {
    const clinician = await suite.newPage(PHONE);
    const p = clinician.page;
    await p.goto(onStack(sharedUrl, stack.url));
    await p.getByRole('heading', { name: "Doctor's page: Mom" }).waitFor();
    await p.getByText('Metformin 500 mg tablet').waitFor();
    await p.getByText('Could a medicine cause her falls?').waitFor();
    expect(await p.getByRole('button', { name: 'Create a link' }).count()).toBe(0);
    // The owner's latest check-in level is on the clinician's copy too.
    await p
      .getByRole('region', { name: "Caregiver's latest check-in" })
      .getByText('Moderate burden, on', { exact: false })
      .waitFor();
    await screenshots(p, 'visit-summary-2-clinician');
    expectNothingWentWrong(clinician);

    const owner = anaTab.page;
    await owner.getByRole('button', { name: 'Turn off the link' }).click();
    await owner
      .getByRole('dialog', { name: /^Turn off this link\?/ })
      .getByRole('button', { name: 'Turn off the link' })
      .click();
    await toastShown(owner, 'The link is turned off.');
    // What stays once the toast has gone: the link is listed as turned off, and none works.
    await owner.getByText('None of your links works now.').waitFor();
    await owner
      .getByRole('list', { name: 'Your links' })
      .getByText(/^Turned off /)
      .waitFor();

    await p.reload();
    await p.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await p.getByText('Please ask the family for a new one.', { exact: false }).waitFor();
    await screenshots(p, 'visit-summary-3-link-off');
    // The one refusal is the link's own: it no longer opens.
    const token = new URL(sharedUrl).pathname.split('/').pop() ?? '';
    expect(unexpectedFailures(clinician)).toEqual([`404 GET /api/visit-summaries/${token}`]);
    expectNothingWentWrong(clinician);
  }, 90_000);

  it('shows the owner her ranges on the care log at desktop width', async () => {
    const wide = await suite.newPage(DESKTOP);
    await signInWithToken(wide, stack.url, ana.token);
    await wide.page.goto(`${circlePage()}/care-log`);
    await wide.page.getByRole('img', { name: /^Blood sugar:/ }).waitFor();
    await wide.page.getByText('Healthy ranges').click();
    await wide.page.getByLabel('Blood sugar (mg/dL): lowest').waitFor();
    await screenshots(wide.page, 'care-log-3-desktop');
  }, 60_000);

  // Last: the entries it adds and deletes would change the counts the tests above read.
  it('lets Ana correct a sugar typed as 620 to 62, shows its first aid, and delete an entry made by mistake', async () => {
    const audit = new AccessibilityAudit();
    await stack.call('addCareLogEntry', {
      ...inCircle(ana),
      body: { kind: 'blood-sugar', mgdl: 620, at: hoursAgo(1), note: 'At bedtime.' },
    });
    await log({ kind: 'bowel-movement', at: hoursAgo(3) });
    const p = anaTab.page;
    await p.goto(`${circlePage()}/care-log`);
    const recent = p.getByRole('region', { name: 'Recent entries' });
    await recent.getByRole('button', { name: /^Edit Blood sugar 620 mg\/dL, / }).click();
    const sugar = recent.getByLabel('Blood sugar (mg/dL)');
    expect(await sugar.inputValue()).toBe('620');
    expect(await recent.getByLabel('Note (optional)').inputValue()).toBe('At bedtime.');
    await screenshots(p, 'care-log-4-correcting');
    await audit.check(p, 'care-log-4-correcting');
    await sugar.fill('62');
    await recent.getByRole('button', { name: 'Save the change' }).click();
    await toastShown(p, 'The entry is corrected.');
    const firstAid = recent.getByRole('alert').filter({ hasText: 'Low blood sugar: act now' });
    await firstAid.getByText(/cannot swallow safely, call 911/).waitFor();
    const corrected = recent.getByRole('listitem').filter({ hasText: 'At bedtime.' });
    await corrected.getByText('Blood sugar 62 mg/dL').waitFor();
    await corrected.getByText('Outside the range').waitFor();
    expect(await recent.getByText('Blood sugar 620 mg/dL').count()).toBe(0);
    // Its history, for everyone who reads the log: Rosa opens the mark Ana's correction left.
    const rosasView = rosaTab.page;
    await rosasView.goto(`${circlePage()}/care-log`);
    const rosasList = rosasView.getByRole('region', { name: 'Recent entries' });
    await rosasList
      .getByRole('button', { name: /^Edited: the history of Blood sugar 62 / })
      .click();
    const history = rosasList.getByRole('list', { name: /^History of Blood sugar 62 mg\/dL, / });
    await history.getByText(/^Corrected .+, by Ana/).waitFor();
    await history.getByText('Before: Blood sugar 620 mg/dL').waitFor();
    await history.getByText('After: Blood sugar 62 mg/dL').waitFor();
    await history.scrollIntoViewIfNeeded();
    await screenshots(rosasView, 'care-log-7-history');
    await audit.check(rosasView, 'care-log-7-history');
    // The week's chart now starts at 62, not at 620's far end.
    await p
      .getByRole('img', { name: /^Blood sugar: \d+ readings, from 62 to 164 mg\/dL/ })
      .waitFor();
    await screenshots(p, 'care-log-5-corrected');
    await audit.check(p, 'care-log-5-corrected');

    await recent.getByRole('button', { name: /^Delete Bowel movement, / }).click();
    const confirm = p.getByRole('dialog', { name: /^Delete “Bowel movement, .+” from the log\?$/ });
    await confirm.waitFor();
    await screenshots(p, 'care-log-6-delete-asks', { fullPage: false });
    await audit.checkAtCurrentWidth(p, 'care-log-6-delete-asks');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastShown(p, 'Deleted from the log.');
    await recent.getByText('Bowel movement').waitFor({ state: 'detached' });
    await corrected.getByText('Blood sugar 62 mg/dL').waitFor();
    expect(audit.takeNew()).toEqual([]);
    expectNothingWentWrong(anaTab);
    expectNothingWentWrong(rosaTab);
  }, 90_000);
});

/**
 * "Save as PDF" as Chromium's print does it, kept beside the screenshots; turned into one PNG per
 * page (at 60 dpi) where Debian's poppler-utils is installed, to look at.
 */
async function printToPdf(page: TestPage['page'], name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const pdf = path.join(screenshotDir, `${name}.pdf`);
  // Background graphics off, as Chromium's print dialog starts.
  await page.pdf({ path: pdf, format: 'Letter' });
  if (hasPdfToPng()) execFileSync('pdftoppm', ['-png', '-r', '60', pdf, pdf.replace(/\.pdf$/, '')]);
}
