import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { CircleRemindersService } from '@tend/care-circle';
import { signUp, strongPassword, type SignedUpCaregiver, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { onStack, screenshot, screenshots, type TestPage } from './support/browser';
import { browserSuite, homeServices } from './support/suite';

const chicago = 'America/Chicago';

/** The Thursday two to eight days ahead: the real clock's hourly sweeps never reach its reminders. */
function nextThursday(): string {
  let day = DateTime.now().setZone(chicago).plus({ days: 2 });
  while (day.weekday !== 4) day = day.plus({ days: 1 });
  return day.toISODate() ?? '';
}

/**
 * The care circle in two browsers at phone size (issue 46): Ana invites her brother Luis; he opens
 * the e-mailed link in his own browser, signs up, comes back to the invitation and accepts; he
 * takes the ride to neurology; Ana's Home says he has it; the day-before reminder reaches him and
 * opens the task; his update reaches her and opens the update; she calls off one week of Dad's
 * weekly visit and the next week's stays, then restores it; he leaves the circle and sees it no more; she adds her
 * mother from her profile and Home shows both circles.
 */
describe('a care circle, from the invitation to the shared work', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let ana: SignedUpCaregiver;
  let anaTab: TestPage;
  let luisTab: TestPage;
  let recipientId: string;
  const luisEmail = `luis.${randomUUID().slice(0, 8)}@example.com`;
  const thursday = nextThursday();
  const ride = 'Drive Dad to neurology';
  const circlePage = () => `${stack.url}/recipients/${recipientId}`;

  beforeAll(async () => {
    stack = await suite.start(homeServices, { REMINDER_SWEEP_SECONDS: '3600' });
    ana = await signUp(stack, 'Ana');
    recipientId = (
      await stack.call('createRecipient', {
        token: ana.token,
        body: { name: 'Dad', relationship: 'parent', conditions: ['dementia'] },
      })
    ).id;
    await stack.call('updateCircle', {
      token: ana.token,
      params: { id: recipientId },
      body: { timeZone: chicago },
    });
    [anaTab, luisTab] = await Promise.all([suite.newPage(), suite.newPage()]);
    await signInWithToken(anaTab, stack.url, ana.token);
  }, 120_000);

  it('lets the owner invite her brother by e-mail and plan the ride', async () => {
    const p = anaTab.page;
    await p.goto(`${circlePage()}/circle`);
    await p.getByRole('heading', { name: 'Invite someone' }).waitFor();
    await p.getByLabel('Their email (optional)').fill(luisEmail);
    await p.getByRole('button', { name: 'Send invitation' }).click();
    await p.getByText('We emailed the invitation.', { exact: false }).waitFor();
    await p.getByText(luisEmail).waitFor();
    await screenshots(p, 'circle-1-owner-invites');

    await p.getByRole('link', { name: 'Tasks', exact: true }).click();
    await p.getByRole('button', { name: 'Add a task' }).click();
    await p.getByLabel('What needs doing').fill(ride);
    await p.getByLabel('Day', { exact: true }).fill(thursday);
    await p.getByLabel('Time', { exact: true }).fill('09:30');
    await p.getByLabel('Place (optional)').fill('Northwestern Memorial');
    await p.getByRole('button', { name: 'Add task' }).click();
    await p.getByRole('article', { name: ride }).first().waitFor();
    await screenshots(p, 'circle-2-tasks');
  }, 90_000);

  it('brings the brother from the e-mail through sign-up back to the invitation', async () => {
    const p = luisTab.page;
    const invitation = await stack.mail.waitFor(
      (m) => m.to.includes(luisEmail) && m.links.some((l) => l.includes('/invitations/')),
      30_000,
    );
    const link = invitation.links.find((l) => l.includes('/invitations/')) ?? '';
    await p.goto(onStack(link, stack.url));
    await p.getByRole('heading', { name: /^Ana.* invites you to help care for Dad$/ }).waitFor();
    await screenshots(p, 'circle-3-invitation');
    await p.getByRole('link', { name: 'Create an account' }).click();

    await p.getByLabel('First name').fill('Luis');
    await p.getByLabel('Last name').fill('Lopez');
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByLabel('Email').fill(luisEmail);
    await p.getByRole('button', { name: 'Send verification link' }).click();
    const verify = await stack.mail.waitFor(
      (m) => m.to.includes(luisEmail) && m.subject.startsWith('Confirm your email'),
      30_000,
    );
    await p.goto(onStack(verify.links.find((l) => l.includes('/signup?token=')) ?? '', stack.url));
    await p.getByLabel('Password', { exact: true }).fill(strongPassword);
    await p.getByRole('button', { name: 'Continue' }).click();
    await agreeAndCreate(p);

    // Back at the invitation, signed in: he accepts and lands on Dad's page.
    await p.getByRole('button', { name: 'Join the circle' }).click({ timeout: 20_000 });
    await p.waitForURL(`${circlePage()}`);
    await p.getByText("You are family in Dad's care circle.").waitFor();
  }, 120_000);

  it('lets him take the ride, and her Home says he has it', async () => {
    const p = luisTab.page;
    const card = p.getByRole('article', { name: ride }).first();
    await card.getByRole('button', { name: "I'll take it" }).click();
    await card.getByText('You are doing this').waitFor();
    // His own Home lists Dad's circle, though Dad is his sister's recipient, not his.
    await p.goto(stack.url);
    const his = p.getByTestId('home-circle');
    await his.getByRole('link', { name: "Dad's circle" }).waitFor();
    await his.getByTestId('next-task-who').getByText('Luis has it.').waitFor();

    const home = anaTab.page;
    await home.goto(stack.url);
    const circle = home.getByTestId('home-circle');
    await circle.getByText(`${ride},`, { exact: false }).waitFor();
    await circle.getByTestId('next-task-who').getByText('Luis has it.').waitFor();
    await screenshots(home, 'circle-4-owner-home');
  }, 60_000);

  it('reminds him the day before, and the reminder opens the task', async () => {
    const start = DateTime.fromISO(`${thursday}T09:30`, { zone: chicago });
    const sweep = stack.service('care-circle').app.get(CircleRemindersService);
    expect(await sweep.sweep(start.minus({ hours: 24 }).toJSDate())).toEqual({
      reminders: 1,
      digests: 0,
    });
    const reminder = await stack.mail.waitFor(
      (m) => m.to.includes(luisEmail) && m.subject === `Tomorrow: ${ride}`,
      30_000,
    );
    const link = reminder.links.find((l) => l.includes('/tasks/')) ?? '';
    const p = luisTab.page;
    await p.goto(onStack(link, stack.url));
    await p.locator('.task-card--highlighted').getByText(ride).waitFor();
  }, 60_000);

  it('tells her of his update, which her notice opens', async () => {
    const p = luisTab.page;
    await p.goto(`${circlePage()}/updates`);
    await p.getByLabel('How is Dad doing?').fill('Dad walked to the mailbox today.');
    await p.getByRole('button', { name: 'Post update' }).click();
    await p.getByText('Dad walked to the mailbox today.').last().waitFor();
    await screenshots(p, 'circle-5-updates');

    const notice = await stack.mail.waitFor(
      (m) => m.to.includes(ana.email) && m.subject === 'New update about Dad',
      30_000,
    );
    const link = notice.links.find((l) => l.includes('/updates/')) ?? '';
    const home = anaTab.page;
    await home.goto(onStack(link, stack.url));
    await home
      .locator('.task-card--highlighted')
      .getByText('Dad walked to the mailbox today.')
      .waitFor();
    await home.getByRole('button', { name: /Send a heart/ }).click();
    await home.getByRole('button', { name: /1 heart/ }).waitFor();
  }, 60_000);

  it("lets her cancel one week of Dad's weekly visit, the next week's staying, and restore it", async () => {
    const visit = 'Sit with Dad';
    await stack.call('createTask', {
      token: ana.token,
      params: { id: recipientId },
      body: {
        kind: 'visit',
        title: visit,
        startsAt: `${thursday}T09:30`,
        recurrence: { frequency: 'weekly', interval: 1, weekdays: ['TH'] },
      },
    });
    const p = anaTab.page;
    await p.goto(`${circlePage()}/tasks`);
    const visits = p.getByRole('article', { name: visit });
    await visits.first().waitFor();
    const before = await visits.locator('.task-card__when').allTextContents();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [first, second] = before;

    await visits.first().getByRole('button', { name: 'Cancel this one' }).click();
    const dialog = p.getByRole('dialog', { name: 'Cancel just this one?' });
    // 9:30 in Chicago is the same day in her browser's zone (UTC), named in full.
    const day = DateTime.fromISO(thursday).setLocale('en-US').toFormat('cccc, LLLL d, yyyy');
    await dialog.getByText(`“${visit}” on ${day}`, { exact: false }).waitFor();
    await screenshot(p, 'circle-6-cancel-one', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel this date' }).click();

    // One card fewer: that Thursday's; the next week's is now the first.
    await visits.nth(before.length - 1).waitFor({ state: 'detached' });
    const after = await visits.locator('.task-card__when').allTextContents();
    expect(after).toEqual(before.slice(1));
    expect(after).not.toContain(first);
    expect(after[0]).toBe(second);
    await screenshot(p, 'circle-6-cancelled');

    // Called off by mistake: she puts that Thursday back, and its card comes back first.
    const cancelled = p.getByRole('region', { name: 'Canceled dates' });
    const date = cancelled.getByRole('listitem').filter({ hasText: visit });
    await date.getByText(first).waitFor();
    await screenshots(p, 'circle-6-canceled-dates');
    await date.getByRole('button', { name: 'Restore this date' }).click();
    await p.getByText('That date is back on the calendar.').waitFor();
    await cancelled.waitFor({ state: 'detached' });
    await visits.nth(before.length - 1).waitFor();
    expect(await visits.locator('.task-card__when').allTextContents()).toEqual(before);
  }, 60_000);

  it('lets her brother leave the circle: his ride is open again and he sees the circle no more', async () => {
    const p = luisTab.page;
    await p.goto(`${circlePage()}/circle`);
    await p.getByRole('button', { name: 'Leave this circle' }).click();
    const dialog = p.getByRole('dialog', { name: "Leave Dad's care circle?" });
    await dialog
      .getByText('You will no longer see its tasks and updates.', { exact: false })
      .waitFor();
    await screenshots(p, 'circle-7-leave', { fullPage: false });
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();

    await p.waitForURL(`${stack.url}/`);
    await p.getByText("You left Dad's care circle.").waitFor();
    expect(await p.getByTestId('home-circle').count()).toBe(0);
    await p.goto(`${circlePage()}/tasks`);
    await p.getByText('Care circle not found').waitFor();

    const home = anaTab.page;
    await home.goto(`${circlePage()}/tasks`);
    await home
      .getByRole('article', { name: ride })
      .first()
      .getByText('No one has this yet')
      .waitFor();
    await home.goto(`${circlePage()}/circle`);
    await home.getByTestId('circle-member').first().waitFor();
    expect(await home.getByTestId('circle-member').count()).toBe(1);
  }, 60_000);

  it('lets her add her mother too, from her profile, and Home shows both circles', async () => {
    const p = anaTab.page;
    await p.goto(`${stack.url}/profile`);
    await p.getByRole('button', { name: 'Add someone else you care for' }).click();
    await p.getByLabel('Their name').fill('Mom');
    await p.getByLabel('Relationship').selectOption('parent');
    await p.getByRole('checkbox', { name: 'Diabetes' }).click();
    await screenshots(p, 'circle-8-add-recipient');
    await p.getByRole('button', { name: 'Add', exact: true }).click();
    await p.getByRole('link', { name: 'Mom' }).waitFor();
    expect(await p.getByLabel('Their name').count()).toBe(0);

    await p.goto(stack.url);
    const circles = p.getByTestId('home-circle');
    await circles.getByRole('link', { name: "Mom's circle" }).waitFor();
    await circles.getByRole('link', { name: "Dad's circle" }).waitFor();
    await p.getByText('Caring for Dad and Mom').waitFor();
  }, 60_000);
});

/** Sign-up's last step: both documents read and agreed, consent given, account created. */
async function agreeAndCreate(p: Page): Promise<void> {
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
}
