import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { joinCircle, signUp, type SignedUpCaregiver, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { expectNothingWentWrong, PHONE, screenshots, type TestPage } from './support/browser';
import { browserSuite, homeServices } from './support/suite';

/**
 * The coach knows the list (issue 47, part 6), at phone size: Ana, the owner, turns on the switch
 * under Dad's medicine list; Rosa, family, asks the coach about ibuprofen and her metformin and
 * reads Dad's medicines named with the pharmacist's line.
 */
describe('the coach and the medicine list, in Chromium', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let ana: SignedUpCaregiver;
  let rosa: SignedUpCaregiver;
  let anaTab: TestPage;
  let rosaTab: TestPage;
  let recipientId: string;

  beforeAll(async () => {
    // No OPENAI_API_KEY: the coach answers in its offline mode.
    stack = await suite.start([...homeServices, 'coach']);
    [ana, rosa] = await Promise.all([signUp(stack, 'Ana'), signUp(stack, 'Rosa')]);
    recipientId = (
      await stack.call('createRecipient', {
        token: ana.token,
        body: { name: 'Dad', relationship: 'parent', conditions: ['diabetes'] },
      })
    ).id;
    const inCircle = { token: ana.token, params: { id: recipientId } };
    await joinCircle(stack, { ownerToken: ana.token, recipientId }, rosa, 'family');
    await stack.call('createMedication', {
      ...inCircle,
      body: {
        name: 'Metformin',
        strength: '500 mg',
        dose: { amount: 1, unit: 'tablet' },
        schedule: { kind: 'scheduled', times: ['08:00', '20:00'] },
      },
    });
    [anaTab, rosaTab] = await Promise.all([suite.newPage(PHONE), suite.newPage(PHONE)]);
    await Promise.all([
      signInWithToken(anaTab, stack.url, ana.token),
      signInWithToken(rosaTab, stack.url, rosa.token),
    ]);
  }, 180_000);

  afterEach(() => {
    expectNothingWentWrong(anaTab);
    expectNothingWentWrong(rosaTab);
  });

  it('lets the owner turn the coach’s use of the list on', async () => {
    const p = anaTab.page;
    await p.goto(`${stack.url}/recipients/${recipientId}/medications`);
    const toggle = p.getByRole('switch', { name: "Let the coach use Dad's medicine list" });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await p.locator('.medications__coach button[aria-checked="true"]').waitFor();
    await toggle.scrollIntoViewIfNeeded();
    await screenshots(p, 'coach-medicines-1-switch');
  });

  it('names Dad’s medicines to Rosa when she asks the coach about one', async () => {
    // The coach has care-circle's news of the switch before she asks.
    const coachDb = stack.service('coach').app.get<Database>(DATABASE);
    await eventually(async () => {
      const { rows } = await coachDb.execute(
        sql`select 1 from medicine_lists where medicines @> '[{"name": "Metformin"}]'`,
      );
      return rows.length > 0 ? true : undefined;
    }, 10_000);
    const p: Page = rosaTab.page;
    await p.goto(`${stack.url}/ai-coach`);
    await p.getByRole('heading', { name: 'AI Care Coach', level: 1 }).waitFor();
    await p
      .getByRole('textbox', { name: 'Message' })
      .fill('Can she take ibuprofen with her metformin?');
    await p.getByRole('button', { name: 'Send message' }).click();
    const answer = p.locator('li.message--assistant').last();
    await answer.locator('.message__actions').waitFor();
    await expect(answer.innerText()).resolves.toMatch(
      /Dad’s medicine list in Tend:\s*Metformin\. Ask the pharmacist/,
    );
    await screenshots(p, 'coach-medicines-2-answer');
  });
});
