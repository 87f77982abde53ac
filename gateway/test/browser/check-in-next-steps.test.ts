import type { Locator, Page } from 'playwright-core';
import { BurdenQuestions } from '@tend/contracts';
import { signUp, type SignedUpCaregiver, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import {
  expectNothingWentWrong,
  DESKTOP,
  PHONE,
  screenshots,
  type Viewport,
} from './support/browser';
import { english } from './support/catalogue';
import { scrolledTo, setBrowserFontSize } from './support/large-text';
import { longDate } from './support/long-date';
import { settled } from './support/layout';
import { browserSuite, homeServices } from './support/suite';

jest.setTimeout(180_000);

/** Chromium's font size setting at 200% of its default. */
const LARGE_FONT = 32;

/**
 * The options of the question on screen that a person reading down it would find covered: each is
 * brought up just above the bottom navigation (as scrolling down to it does) and must then be what
 * is there, whole, not a bar held over the page.
 */
function coveredOptions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Box {
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    interface El {
      textContent: string | null;
      getBoundingClientRect(): Box;
      contains(other: El | null): boolean;
    }
    const window = globalThis as unknown as {
      innerHeight: number;
      scrollTo(x: number, y: number): void;
      scrollBy(x: number, y: number): void;
      document: {
        querySelector(selector: string): El | null;
        querySelectorAll(selector: string): ArrayLike<El>;
        elementFromPoint(x: number, y: number): El | null;
      };
    };
    const { document } = window;
    const nav = document.querySelector('.bottom-nav');
    const covered: string[] = [];
    window.scrollTo(0, 0);
    for (const option of Array.from(document.querySelectorAll('[role="radio"]'))) {
      const above = nav ? nav.getBoundingClientRect().top : window.innerHeight;
      const below = option.getBoundingClientRect().bottom - above;
      if (below > 0) window.scrollBy(0, Math.ceil(below));
      const box = option.getBoundingClientRect();
      const x = (box.left + box.right) / 2;
      const points = [box.top + 2, (box.top + box.bottom) / 2, box.bottom - 2];
      if (!points.every((y) => option.contains(document.elementFromPoint(x, y))))
        covered.push((option.textContent ?? '').trim());
    }
    return covered;
  });
}

/**
 * A check-in that leads somewhere (issue 49, item 4): every answer of every question can be seen
 * (none under Previous and Next) on a phone, a desktop and at 200% text; a high result names what
 * Tend can do for each heavy area and offers a reminder in two weeks, which Home then shows.
 */
describe('a check-in that leads somewhere', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let caregiver: SignedUpCaregiver;
  let recipientId: string;

  beforeAll(async () => {
    stack = await suite.start([...homeServices, 'coach'], { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    caregiver = await signUp(stack, 'Nadia', 'Reyes');
    const at = new Date().toISOString();
    const { token } = caregiver;
    await stack.call('saveProfile', {
      token,
      body: {
        name: 'Nadia Reyes',
        location: 'Newark, NJ',
        phoneNumber: null,
        isOnboardingComplete: true,
        agreedToTermsAt: at,
        agreedToPrivacyAt: at,
        consentedToDataUsageAt: at,
      },
    });
    const recipient = await stack.call('createRecipient', {
      token,
      body: {
        name: 'Rosa',
        relationship: 'parent',
        conditions: ['dementia'],
        insuranceType: 'medicare',
      },
    });
    recipientId = recipient.id;
  }, 240_000);

  /** Opens a new check-in and answers every question with its heaviest answer. */
  async function answerHeavily(page: Page, seen: (question: number) => Promise<void>) {
    await page.goto(`${stack.url}/assessment?new=1`);
    await page.getByRole('heading', { name: 'Caregiver Check-in', level: 1 }).waitFor();
    for (const [index, question] of BurdenQuestions.entries()) {
      await page.getByText(`Question ${index + 1} of 10`).waitFor();
      await settled(page);
      expect(await page.getByRole('radio').count()).toBe(5);
      await seen(index + 1);
      const heaviest = question.options.findIndex((option) => option.score === 4);
      await (await scrolledTo(page.getByRole('radio').nth(heaviest))).click();
      const next = page.getByRole('button', { name: index === 9 ? 'See my results' : 'Next' });
      await (await scrolledTo(next)).click();
    }
    await page.getByRole('heading', { name: 'Your results' }).waitFor();
  }

  const cases: [string, Viewport, number][] = [
    ['a phone', PHONE, 16],
    ['a desktop', DESKTOP, 16],
    ['a phone at 200% text', PHONE, LARGE_FONT],
  ];

  it.each(cases)('shows all five answers of every question on %s', async (_, viewport, font) => {
    const tab = await suite.newPage(viewport);
    try {
      await setBrowserFontSize(tab.page, font);
      await signInWithToken(tab, stack.url, caregiver.token);
      const shot = `check-in-question-font${font}`;
      await answerHeavily(tab.page, async (question) => {
        expect({ question, covered: await coveredOptions(tab.page) }).toEqual({
          question,
          covered: [],
        });
        if (question === 1) await screenshots(tab.page, shot);
      });
      expectNothingWentWrong(tab);
    } finally {
      await tab.context.close();
    }
  });

  it('offers the same at 200% text, each step and the reminder within reach', async () => {
    const tab = await suite.newPage(PHONE);
    const p = tab.page;
    try {
      await setBrowserFontSize(p, LARGE_FONT);
      await signInWithToken(tab, stack.url, caregiver.token);
      await answerHeavily(p, async () => undefined);
      const actions = p.getByRole('list', { name: 'What Tend can do' }).getByRole('link');
      expect(await actions.count()).toBeGreaterThanOrEqual(4);
      for (const link of await actions.all()) await scrolledTo(link);
      await scrolledTo(p.getByRole('button', { name: 'Remind me in two weeks' }));
      await screenshots(p, 'check-in-results-high-font32');
      expectNothingWentWrong(tab);
    } finally {
      await tab.context.close();
    }
  });
  it('names what Tend can do for each heavy area, and reminds her in two weeks', async () => {
    const tab = await suite.newPage(PHONE);
    const p = tab.page;
    try {
      await signInWithToken(tab, stack.url, caregiver.token);
      await answerHeavily(p, async () => undefined);

      const actions = p.getByRole('list', { name: 'What Tend can do' });
      const action = (name: string | RegExp): Locator => actions.getByRole('link', { name });
      // Money: her programs. No help: her circle, and respite in her state. Sleep: the coach.
      expect(
        await action('See the programs that may pay you for the care you give').getAttribute(
          'href',
        ),
      ).toBe('/eligibility');
      expect(await action("Invite family to Rosa's care circle").getAttribute('href')).toBe(
        `/recipients/${recipientId}/circle`,
      );
      const respite = english('assessment', 'assessment.action.respite.ask');
      expect(
        await action('Ask your care coach about respite care in your state').getAttribute('href'),
      ).toBe(`/ai-coach?ask=${encodeURIComponent(respite)}`);
      await action('Ask your care coach about sleep for caregivers').waitFor();

      // Two weeks from when she asks, said as the day it is where her browser is. (The day is the
      // server's: at midnight, the test's own reading of the clock may fall on the day before.)
      const twoWeeks = 14 * 24 * 3600 * 1000;
      const asked = Date.now();
      await (await scrolledTo(p.getByRole('button', { name: 'Remind me in two weeks' }))).click();
      await p
        .getByRole('status')
        .getByText(/We will remind you on /)
        .waitFor();
      const { remindAt } = await stack.call('getCheckInReminder', { token: caregiver.token });
      expect(Date.parse(remindAt ?? '')).toBeGreaterThanOrEqual(asked + twoWeeks);
      expect(Date.parse(remindAt ?? '')).toBeLessThanOrEqual(Date.now() + twoWeeks);
      const inTwoWeeks = longDate(remindAt ?? '');
      await p.getByRole('status').getByText(`We will remind you on ${inTwoWeeks}.`).waitFor();
      await screenshots(p, 'check-in-results-high');

      // Home names what weighs most and the reminder, not only the number.
      await p.goto(`${stack.url}/`);
      const card = p.getByRole('region', { name: 'Your check-in' });
      await card.getByText(/^Weighs most: Feeling overwhelmed, /).waitFor();
      await card.getByText(`We will remind you on ${inTwoWeeks}.`).waitFor();
      await screenshots(p, 'check-in-home');

      // The sleep step opens the coach with its question waiting in the message box.
      await p.goto(`${stack.url}/assessment`);
      await p.getByRole('link', { name: 'See your last result' }).click();
      await (await scrolledTo(action('Ask your care coach about sleep for caregivers'))).click();
      await p.waitForURL((url) => url.pathname === '/ai-coach' && !url.searchParams.has('ask'));
      expect(await p.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(
        english('assessment', 'assessment.action.sleep.ask'),
      );
      expectNothingWentWrong(tab);
    } finally {
      await tab.context.close();
    }
  });
});
