import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import {
  joinCircle,
  recipientWithCircle,
  signUp,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { expectNothingWentWrong, screenshots, type TestPage } from './support/browser';
import { browserSuite, homeServices } from './support/suite';

const chicago = 'America/Chicago';

/** Words of Dad's health a helper must never read: his conditions and his medicine. */
const healthWords = ['Dementia', 'Diabetes', 'Donepezil', 'Medicare', 'Medicines', 'Care log'];

/** The words of `healthWords` the page's text holds (case aside), none when all is well. */
async function healthShown(p: Page): Promise<string[]> {
  const text = (await p.locator('body').innerText()).toLowerCase();
  return healthWords.filter((word) => text.includes(word.toLowerCase()));
}

/**
 * A helper's Home at phone size (issue 46): Ana owns Dad's circle, with his conditions, his
 * insurance and a medicine on file; she invites Sam as a helper, adds a task and posts an update.
 * Sam's Home shows Dad's circle, its next task (open) and the latest update, and nothing of Dad's
 * health, nor does any section of Dad's page; Sam follows Home's next task to Dad's page and takes
 * it there, and Home says he has it.
 */
describe("a helper's Home", () => {
  const suite = browserSuite();
  let stack: TestStack;
  let ana: SignedUpCaregiver;
  let sam: SignedUpCaregiver;
  let samTab: TestPage;
  let recipientId: string;
  const errand = 'Pick up groceries for Dad';
  const update = 'Dad enjoyed the walk in the park.';
  /** The bodies of every API answer Sam's browser received: his health must be in none. */
  const answers: Promise<string>[] = [];
  const recipientPage = () => `${stack.url}/recipients/${recipientId}`;

  beforeAll(async () => {
    stack = await suite.start(homeServices, { REMINDER_SWEEP_SECONDS: '3600' });
    [ana, sam] = await Promise.all([signUp(stack, 'Ana'), signUp(stack, 'Sam')]);
    recipientId = await recipientWithCircle(
      stack,
      ana.token,
      {
        name: 'Dad',
        relationship: 'parent',
        conditions: ['dementia', 'diabetes'],
        insuranceType: 'medicare',
      },
      chicago,
    );
    const inCircle = { token: ana.token, params: { id: recipientId } };
    await stack.call('createMedication', {
      ...inCircle,
      body: {
        name: 'Donepezil',
        strength: '5 mg',
        dose: { amount: 1, unit: 'tablet' },
        schedule: { kind: 'scheduled', times: ['21:00'] },
        purpose: 'Memory',
      },
    });
    await joinCircle(stack, { ownerToken: ana.token, recipientId }, sam, 'helper');
    const tomorrow = DateTime.now().setZone(chicago).plus({ days: 1 }).toISODate() ?? '';
    await stack.call('createTask', {
      ...inCircle,
      body: { kind: 'errand', title: errand, startsAt: `${tomorrow}T10:00` },
    });
    await stack.call('postUpdate', { ...inCircle, body: { text: update } });
    samTab = await suite.newPage();
    samTab.page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        answers.push(response.text().catch(() => ''));
    });
    await signInWithToken(samTab, stack.url, sam.token);
  }, 120_000);

  afterEach(() => expectNothingWentWrong(samTab));

  it('shows the circle, its next task and latest update, and nothing of his health', async () => {
    const p = samTab.page;
    await p.goto(stack.url);
    const circle = p.getByTestId('home-circle');
    await circle.getByRole('link', { name: "Dad's circle" }).waitFor();
    await circle.getByText(`${errand},`, { exact: false }).waitFor();
    await circle.getByTestId('next-task-who').getByText('No one has it yet.').waitFor();
    await circle.getByText(update).waitFor();
    expect(await healthShown(p)).toEqual([]);
    // He cares for no one of his own here: Home does not send him to add "the person you care for".
    expect(await p.getByRole('link', { name: /^Complete your profile/ }).count()).toBe(0);
    await screenshots(p, 'helper-1-home');
  }, 60_000);

  it("shows nothing of his health in any section of Dad's page", async () => {
    const p = samTab.page;
    for (const section of ['tasks', 'updates', 'circle', 'profile', 'calendar']) {
      await p.goto(`${recipientPage()}/${section}`);
      await p.getByText("You are a helper in Dad's care circle.", { exact: false }).waitFor();
      await p.locator('[aria-current="page"]').waitFor();
      await p.waitForLoadState('networkidle');
      expect([section, await healthShown(p)]).toEqual([section, []]);
    }
    await p.goto(`${recipientPage()}/profile`);
    await p.waitForLoadState('networkidle');
    await screenshots(p, 'helper-2-profile');
  }, 90_000);

  it('lets him take the task Home points him to, and Home says he has it', async () => {
    const p = samTab.page;
    await p.goto(stack.url);
    await p
      .getByTestId('home-circle')
      .getByRole('link', { name: new RegExp(errand) })
      .click();
    await p.waitForURL(new RegExp(`/recipients/${recipientId}/tasks/`));
    const card = p.locator('.task-card--highlighted');
    await card.getByText(errand).waitFor();
    await card.getByRole('button', { name: "I'll take it" }).click();
    await card.getByText('You are doing this').waitFor();
    expect(await healthShown(p)).toEqual([]);
    await p.getByText('Thank you! The task is yours.').waitFor();
    await screenshots(p, 'helper-3-tasks');

    await p.goto(stack.url);
    const circle = p.getByTestId('home-circle');
    await circle.getByTestId('next-task-who').getByText('Sam has it.').waitFor();
    expect(await healthShown(p)).toEqual([]);
    await screenshots(p, 'helper-4-home-taken');
  }, 60_000);

  it('sent his browser nothing of his health either', async () => {
    const received = (await Promise.all(answers)).join('\n').toLowerCase();
    expect(answers.length).toBeGreaterThan(10);
    expect(healthWords.filter((word) => received.includes(word.toLowerCase()))).toEqual([]);
  });
});
