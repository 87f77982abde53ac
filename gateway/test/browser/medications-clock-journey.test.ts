import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { DoseNoticesService } from '@tend/care-circle';
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
import { AccessibilityAudit } from './support/axe';
import {
  expectNothingWentWrong,
  onStack,
  PHONE,
  screenshots,
  type TestPage,
  unexpectedFailures,
} from './support/browser';
import { fillMedicine } from './support/medicines';
import { browserSuite, homeServices } from './support/suite';
import { toastShown } from './support/toasts';

const chicago = 'America/Chicago';

/**
 * Medicines as the clock moves (issue 47, "Must show"), at phone size: the owner adds metformin
 * twice a day and insulin at bedtime; at 8 am her brother, family in her circle, reads the
 * reminder in his notifications and logs the dose "Given" from it; nobody logs the bedtime insulin,
 * and an hour later both are told it was missed; the doctor's page lists both medicines and the
 * missed dose, and its link opens in a browser with no account until she turns it off.
 *
 * The clock is moved by calling the dose sweep (which runs every hour in production) with a time
 * of yesterday in the circle's zone: by now all of yesterday has happened, so Today's "day gone
 * by" and the doctor's page (which count from the real clock) read the same whenever this runs.
 */
describe('medicines as the clock moves: reminders, a missed dose, the doctor’s page', () => {
  const suite = browserSuite();
  /** The screens new to this journey are checked by axe-core too (WCAG 2.2 AA). */
  const audit = new AccessibilityAudit();
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let brother: SignedUpCaregiver;
  let ownerTab: TestPage;
  let brotherTab: TestPage;
  let recipientId: string;
  let sharedUrl: string;
  const day = DateTime.now().setZone(chicago).minus({ days: 1 }).toISODate() ?? '';
  const at = (time: string) => DateTime.fromISO(`${day}T${time}`, { zone: chicago }).toJSDate();
  const sweepAt = (time: string) =>
    stack.service('care-circle').app.get(DoseNoticesService).sweep(at(time));
  const recipientPage = () => `${stack.url}/recipients/${recipientId}`;
  /** Waits for a notice to reach the person's inbox (an event away), so the screen will list it. */
  const noticeReached = (person: SignedUpCaregiver, title: RegExp) =>
    eventually(
      async () =>
        (await stack.call('listNotifications', { token: person.token, query: {} })).items.some(
          (notice) => title.test(notice.title),
        ),
      10_000,
      `${String(title)} in ${person.firstName}’s notifications`,
    );

  beforeAll(async () => {
    // No sweep on the real clock while the test runs: it moves the clock itself.
    stack = await suite.start(homeServices, { REMINDER_SWEEP_SECONDS: '3600' });
    [owner, brother] = await Promise.all([signUp(stack, 'Ana'), signUp(stack, 'Luis')]);
    recipientId = await recipientWithCircle(
      stack,
      owner.token,
      { name: 'Mom', relationship: 'parent', conditions: ['diabetes'] },
      chicago,
    );
    await joinCircle(stack, { ownerToken: owner.token, recipientId }, brother, 'family');
    [ownerTab, brotherTab] = await Promise.all([suite.newPage(), suite.newPage()]);
    await Promise.all([
      signInWithToken(ownerTab, stack.url, owner.token),
      signInWithToken(brotherTab, stack.url, brother.token),
    ]);
  }, 120_000);

  it('lets the owner add metformin twice a day and insulin at bedtime', async () => {
    const p = ownerTab.page;
    await p.goto(`${recipientPage()}/medications`);
    await p.getByRole('button', { name: 'Add a medicine' }).click();
    await fillMedicine(p, {
      name: 'Metformin',
      strength: '500 mg',
      form: 'tablet',
      unit: 'tablet',
      times: ['08:00', '20:00'],
      purpose: 'Diabetes',
    });
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
    await p.getByRole('button', { name: 'Add medicine' }).click();
    await p
      .getByRole('article', { name: 'Insulin glargine' })
      .getByText(/^Every day at 10:00\sPM$/)
      .waitFor();
    // Tend has known of both since 7 am yesterday: the day the clock is moved through.
    await stack
      .service('care-circle')
      .app.get<Database>(DATABASE)
      .execute(
        sql`update medications set created_at = ${at('07:00')} where recipient_id = ${recipientId}`,
      );
    expectNothingWentWrong(ownerTab);
  }, 90_000);

  it('reminds her brother at 8 am, and he logs the dose "Given" from the reminder', async () => {
    // Both take dose reminders (the owner and family do, unless they turn them off).
    expect(await sweepAt('08:00')).toEqual({ reminders: 2, missed: 0, refills: 0 });
    const title = /Time for Mom’s Metformin/;
    await noticeReached(brother, title);

    const p = brotherTab.page;
    const reminder = await openNotice(p, stack.url, title);
    await reminder.getByText(/^Metformin \(1 tablet\) is due at 8:00\sAM\./).waitFor();
    await screenshots(p, 'medications-clock-1-reminder');
    await audit.check(p, 'medications-clock-1-reminder');
    await reminder.click();

    // It opens the dose's own day: yesterday, now a day gone by.
    await p.waitForURL(`${recipientPage()}/doses?day=${day}`);
    await p.getByText(/^A day gone by\./).waitFor();
    await logGiven(p, 'Metformin', '08:00');
    await screenshots(p, 'medications-clock-2-given');
    // The evening metformin is given too; the bedtime insulin is not.
    await logGiven(p, 'Metformin', '20:00');
    expectNothingWentWrong(brotherTab);
    expect(audit.takeNew()).toEqual([]);
  }, 90_000);

  it('tells both of them, an hour after bedtime, that the insulin was not logged', async () => {
    // Due at 10 pm: at 11 pm its hour has only just run out; after it, it is missed.
    expect(await sweepAt('23:00')).toEqual({ reminders: 0, missed: 0, refills: 0 });
    expect(await sweepAt('23:01')).toEqual({ reminders: 0, missed: 1, refills: 0 });
    const title = /Mom’s 10:00\sPM Insulin glargine was not logged/;
    await Promise.all([noticeReached(owner, title), noticeReached(brother, title)]);

    const his = await openNotice(brotherTab.page, stack.url, title);
    await his
      .getByText(/^Nobody has logged Insulin glargine \(10 units\), due at 10:00\sPM/)
      .waitFor();
    await screenshots(brotherTab.page, 'medications-clock-3-missed-brother');
    await audit.check(brotherTab.page, 'medications-clock-3-missed-brother');

    const p = ownerTab.page;
    const hers = await openNotice(p, stack.url, title);
    await hers.click();
    await p.waitForURL(`${recipientPage()}/doses?day=${day}`);
    await p
      .getByRole('article', { name: /^Insulin glargine at 10:00\sPM$/ })
      .getByText('Late: not logged yet')
      .waitFor();
    await screenshots(p, 'medications-clock-4-missed-day');
    expectNothingWentWrong(ownerTab);
    expectNothingWentWrong(brotherTab);
    expect(audit.takeNew()).toEqual([]);
  }, 90_000);

  it('lists both medicines and the missed insulin on the doctor’s page, and shares it', async () => {
    const p = ownerTab.page;
    await p.goto(recipientPage());
    await p.getByRole('link', { name: "Doctor's page" }).click();
    await p.getByRole('heading', { name: "Doctor's page: Mom" }).waitFor();
    await expectDoctorsPage(p, day);
    await screenshots(p, 'medications-clock-5-doctors-page');

    await p.getByRole('button', { name: 'Create a link' }).click();
    sharedUrl = await p.getByLabel("Link to the doctor's page").inputValue();
    expect(sharedUrl).toMatch(/^http:\/\/localhost:8080\/visit\/[^/]+$/);
    expectNothingWentWrong(ownerTab);
  }, 90_000);

  it('opens the shared link without an account, until she turns it off', async () => {
    const visitor = await suite.newPage(PHONE);
    const p = visitor.page;
    await p.goto(onStack(sharedUrl, stack.url));
    await p.getByRole('heading', { name: "Doctor's page: Mom" }).waitFor();
    await expectDoctorsPage(p, day);
    await screenshots(p, 'medications-clock-6-shared');
    expectNothingWentWrong(visitor);

    const owner = ownerTab.page;
    await owner.getByRole('button', { name: /^Turn off the link made / }).click();
    const confirm = owner.getByRole('dialog', {
      name: 'Turn off this link? Whoever has it will no longer see the page.',
    });
    await confirm.getByRole('button', { name: 'Turn off the link' }).waitFor();
    // The question lies whole on the phone's screen, its buttons in reach.
    await expectWithinViewport(confirm);
    await screenshots(owner, 'medications-clock-7-turn-off', { fullPage: false });
    await audit.checkAtCurrentWidth(owner, 'medications-clock-7-turn-off');
    await confirm.getByRole('button', { name: 'Turn off the link' }).click();
    await toastShown(owner, 'The link is turned off.');

    await p.reload();
    await p.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await expect(p.getByText(/Metformin|Insulin/).count()).resolves.toBe(0);
    await screenshots(p, 'medications-clock-8-link-off');
    await audit.check(p, 'medications-clock-8-link-off');
    expect(audit.takeNew()).toEqual([]);
    const token = new URL(sharedUrl).pathname.split('/').pop() ?? '';
    expect(unexpectedFailures(visitor)).toEqual([`404 GET /api/visit-summaries/${token}`]);
    expectNothingWentWrong(visitor);
    expectNothingWentWrong(ownerTab);
  }, 90_000);
});

/** Opens the notifications screen from the header's bell and finds one notice by its title. */
async function openNotice(p: Page, url: string, title: string | RegExp): Promise<Locator> {
  await p.goto(url);
  await p.getByRole('link', { name: /^Notifications/ }).click();
  await p.getByRole('heading', { name: 'Notifications' }).waitFor();
  const notice = p.getByRole('button', { name: title });
  await notice.waitFor();
  return notice;
}

/** Logs a dose of a day gone by as given at its own time (which the dialog offers). */
async function logGiven(p: Page, name: string, time: string): Promise<void> {
  const hour = Number(time.slice(0, 2));
  const label = `${hour % 12 || 12}:${time.slice(3)}\\s${hour < 12 ? 'AM' : 'PM'}`;
  const dose = p.getByRole('article', { name: new RegExp(`^${name} at ${label}$`) });
  await dose.getByRole('button', { name: 'Given', exact: true }).click();
  const when = p.getByRole('dialog', { name: `When was ${name} given?` });
  await expect(when.getByLabel(/^The time it was given on /).inputValue()).resolves.toBe(time);
  await when.getByRole('button', { name: 'Given', exact: true }).click();
  await dose.getByText(new RegExp(`^Given at ${label} by Luis`)).waitFor();
}

/** The doctor's page: both medicines, and yesterday's bedtime insulin missed (its metformin given). */
async function expectDoctorsPage(p: Page, day: string): Promise<void> {
  const medicines = p.getByRole('region', { name: 'Current medicines' });
  await medicines.getByText('Metformin 500 mg tablet').waitFor();
  await medicines.getByText('Insulin glargine').waitFor();
  const missed = p.getByRole('region', { name: 'Doses missed in the last 30 days' });
  const named = DateTime.fromISO(day).setLocale('en-US').toFormat('ccc, LLL d');
  await missed
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^Insulin glargine, ${named}, 10:00\\sPM: Not logged$`) })
    .waitFor();
  await expect(
    missed
      .getByRole('listitem')
      .filter({ hasText: `Metformin, ${named},` })
      .count(),
  ).resolves.toBe(0);
}

/** The element lies whole inside the phone's window: nothing of it is cut off at an edge. */
async function expectWithinViewport(element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box ?? { x: -1, y: -1, width: 0, height: 0 };
  expect({ left: x >= 0, top: y >= 0, right: x + width <= PHONE.width }).toEqual({
    left: true,
    top: true,
    right: true,
  });
  expect(y + height).toBeLessThanOrEqual(PHONE.height);
}
