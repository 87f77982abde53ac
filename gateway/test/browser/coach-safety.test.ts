import type { Locator, Page } from 'playwright-core';
import { type SignedUpCaregiver, signUp, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import {
  DESKTOP,
  expectNothingWentWrong,
  PHONE,
  screenshots,
  type TestPage,
} from './support/browser';
import { browserSuite, coachServices } from './support/suite';
import { AccessibilityAudit } from './support/axe';
import { setBrowserFontSize } from './support/large-text';
import { renderedFrames, resizeViewport } from './support/layout';

// Generous: this machine may be running other test files at the same time.
jest.setTimeout(120_000);

const THREE_HOURS = '03:00:00';
const opening = "You're chatting with Sage, Tend's AI coach, not a person.";
const reminder = "A reminder: Sage is Tend's AI coach, not a person.";
const protocolTitle = "How Tend's coach handles a crisis";

/** The browser globals the in-page checks read (the gateway compiles without the DOM library). */
interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}
interface El {
  getBoundingClientRect(): Rect;
  contains(other: El | null): boolean;
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}
interface Window {
  requestAnimationFrame(callback: () => void): number;
  innerWidth: number;
  innerHeight: number;
  scrollY: number;
  scrollTo(x: number, y: number): void;
  document: {
    querySelector(selector: string): El | null;
    querySelectorAll(selector: string): ArrayLike<El>;
    elementFromPoint(x: number, y: number): El | null;
    documentElement: El;
  };
}

/**
 * What a person on the coach's screen sees of the crisis line now: whether it lies wholly in the
 * window, clear of the message box (also wholly in the window), and each of its links can be
 * tapped at its centre (nothing covers it).
 */
function crisisLineState(page: Page) {
  return page.evaluate(() => {
    const window = globalThis as unknown as Window;
    const { document } = window;
    const line = document.querySelector('.coach-crisis-line');
    const box = document.querySelector('textarea.chat-input__text');
    if (!line || !box) return { problems: ['no crisis line or no message box'] };
    const inWindow = (r: Rect) =>
      r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    const a = line.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const problems: string[] = [];
    if (!inWindow(a)) problems.push(`the line is not wholly in the window: ${JSON.stringify(a)}`);
    if (!inWindow(b))
      problems.push(`the message box is not wholly in the window: ${JSON.stringify(b)}`);
    if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      problems.push('the line covers the message box');
    for (const link of Array.from(document.querySelectorAll('.coach-crisis-line a'))) {
      const r = link.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!link.contains(hit)) problems.push(`a link of the line is covered at ${r.left},${r.top}`);
    }
    if (problems.length > 0) {
      const at = (selector: string) => {
        const r = document.querySelector(selector)?.getBoundingClientRect();
        return r ? `${selector} ${Math.round(r.top)}–${Math.round(r.bottom)}` : `${selector} none`;
      };
      problems.push(
        `window ${window.innerWidth}×${window.innerHeight} scrolled ${window.scrollY} of ${document.documentElement.scrollHeight}; ` +
          [
            '.alpha-banner',
            '.coach',
            '.coach__header',
            '.coach__messages',
            '.coach-crisis-line',
            '.chat-input',
            '.coach__disclaimer',
          ]
            .map(at)
            .join(', '),
      );
    }
    return { problems };
  });
}

/**
 * Scrolls the conversation (and, for good measure, the window) to the top, middle or end, once
 * the window's last change of size or font has been rendered (two real frames).
 */
async function scrollConversation(page: Page, where: 'top' | 'middle' | 'end') {
  await renderedFrames(page);
  return page.evaluate((to) => {
    const window = globalThis as unknown as Window;
    const list = window.document.querySelector('.coach__messages');
    if (!list) throw new Error('no conversation');
    const end = list.scrollHeight - list.clientHeight;
    list.scrollTop = to === 'top' ? 0 : to === 'middle' ? end / 2 : end;
    window.scrollTo(0, to === 'top' ? 0 : 100_000);
    return { scrollable: end > 0, scrollTop: list.scrollTop };
  }, where);
}

/**
 * Issue 29 on a phone: the coach keeps 911 and the 988 crisis line one tap away whatever is
 * scrolled, says it is an AI at the start of a conversation and again after 3 hours (the
 * browser's clock moved forward), and its crisis protocol is a public page, there before any
 * script runs.
 */
describe('the coach in Chromium: help within reach, an AI that says so, its crisis protocol', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  let maria: SignedUpCaregiver;
  const audit = new AccessibilityAudit();

  const page = (): Page => tab.page;
  const notices = () => page().getByRole('note', { name: 'AI notice' });
  const box = () => page().getByRole('textbox', { name: 'Message' });
  const answers = () => page().locator('li.message--assistant');

  /** The line is where it belongs, at the window's size and text size as they are now. */
  async function expectLineInView(when: string): Promise<void> {
    const { problems } = await crisisLineState(page());
    expect({ when, problems }).toEqual({ when, problems: [] });
  }

  /** Sends from the message box and waits for the n-th answer to be saved. */
  async function ask(text: string, n: number): Promise<Locator> {
    await box().fill(text);
    await page().getByRole('button', { name: 'Send message' }).click();
    const answer = answers().nth(n - 1);
    await answer.locator('.message__actions').waitFor();
    return answer;
  }

  beforeAll(async () => {
    // No OPENAI_API_KEY: the coach answers in its offline mode.
    stack = await suite.start(coachServices);
    maria = await signUp(stack, 'Maria');
    tab = await suite.newPage(PHONE);
    // The page's clock is Playwright's from the first page on: it runs as time does, until the
    // test moves it forward.
    await page().clock.install();
    await signInWithToken(tab, stack.url, maria.token);
  }, 180_000);

  afterEach(() => {
    expectNothingWentWrong(tab);
  });

  it('opens a conversation with the AI notice, and 911 and 988 as one-tap links', async () => {
    const p = page();
    await p.goto(`${stack.url}/ai-coach`);
    await p.getByText("Hi Maria, I'm Sage.").waitFor();
    await expect(notices().count()).resolves.toBe(1);
    await expect(notices().first().innerText()).resolves.toContain(opening);
    // At the top of the conversation, above the welcome.
    const [notice, welcome] = await Promise.all([
      notices().first().boundingBox(),
      p.getByText("Hi Maria, I'm Sage.").boundingBox(),
    ]);
    expect(notice!.y).toBeLessThan(welcome!.y);

    const line = p.locator('.coach-crisis-line');
    const words = (await line.textContent())?.replace(/\s+/g, ' ').trim();
    expect(words).toBe('Emergency: 911 Crisis line: Call 988 Text 988');
    for (const [name, href] of [
      ['Call 911', 'tel:911'],
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
    ] as const)
      await expect(line.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href);
    // An icon, never an emoji: Debian's Chromium has no emoji font and would draw a box.
    await expect(line.locator('.anticon svg').count()).resolves.toBe(1);
    await expect(line.innerText()).resolves.not.toMatch(/\p{Extended_Pictographic}/u);
    await expectLineInView('a new conversation at 390×844');
    await audit.check(p, 'coach: a new conversation with its AI notice and crisis line');
    expect(audit.takeNew()).toEqual([]);
    await screenshots(p, 'coach-safety-new-conversation', { fullPage: false });
  });

  it('keeps the line in view all through a long conversation, at both sizes and with 200% text', async () => {
    const p = page();
    await ask('Fall prevention tips', 1);
    await ask('How do I handle sundowning in the evening?', 2);
    await ask('How do I give medicines on time every day?', 3);
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        await resizeViewport(p, viewport);
        for (const where of ['top', 'middle', 'end'] as const) {
          const { scrollable } = await scrollConversation(p, where);
          expect(scrollable).toBe(true);
          await expectLineInView(`scrolled to the ${where} at ${viewport.width} px`);
        }
      }
    } finally {
      await resizeViewport(p, PHONE);
    }
    await scrollConversation(p, 'top');
    await screenshots(p, 'coach-safety-long-conversation-top', { fullPage: false });

    await setBrowserFontSize(p, 32);
    try {
      for (const where of ['top', 'middle', 'end'] as const) {
        await scrollConversation(p, where);
        await expectLineInView(`scrolled to the ${where} at 390 px with 200% text`);
      }
      await screenshots(p, 'coach-safety-large-text', { fullPage: false });
    } finally {
      await setBrowserFontSize(p, 16);
    }
  });

  it('says it is an AI at the start of a new conversation, and again after 3 hours', async () => {
    const p = page();
    await p.getByRole('button', { name: 'Conversations', exact: true }).click();
    const drawer = p.locator('.coach-drawer');
    await drawer.getByRole('button', { name: 'New Chat', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await p.getByRole('group', { name: 'Quick questions' }).waitFor();
    await expect(notices().count()).resolves.toBe(1);
    await expect(notices().first().innerText()).resolves.toContain(opening);

    await ask('She keeps asking to go home when she is home. What do I say?', 1);
    await expect(notices().count()).resolves.toBe(1);

    // Three hours with the tab open: the reminder comes after the last message.
    await p.clock.fastForward(THREE_HOURS);
    await notices().nth(1).waitFor();
    await expect(notices().count()).resolves.toBe(2);
    const again = notices().nth(1);
    await expect(again.innerText()).resolves.toContain(reminder);
    const [last, shown] = await Promise.all([answers().last().boundingBox(), again.boundingBox()]);
    expect(shown!.y).toBeGreaterThan(last!.y);
    await scrollConversation(p, 'end');
    await expect(again.isVisible()).resolves.toBe(true);
    await expectLineInView('after the reminder');
    await audit.check(p, 'coach: the AI notice said again after 3 hours');
    expect(audit.takeNew()).toEqual([]);
    await screenshots(p, 'coach-safety-ai-reminder', { fullPage: false });
  });

  it('links the coach to its crisis protocol, and back', async () => {
    const p = page();
    await notices().first().getByRole('link', { name: 'How the coach handles a crisis' }).click();
    await p.getByRole('heading', { name: protocolTitle, level: 1 }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/coach-safety');
    await p.getByRole('button', { name: 'Back' }).click();
    await p.getByRole('heading', { name: 'AI Care Coach', level: 1 }).waitFor();
  });

  it('publishes /coach-safety to a visitor, rendered before any script runs', async () => {
    // The first response already holds the protocol and its figures.
    const response = await fetch(`${stack.url}/coach-safety`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${protocolTitle} · Tend</title>`);
    for (const text of ['What the coach looks for', 'What it never does', 'The latest figures'])
      expect(html).toContain(text);
    expect(html).toMatch(/not yet measured|\d+(\.\d+)?%<\/strong>/);

    const scriptless = await suite.browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const plain = await scriptless.newPage();
      await plain.goto(`${stack.url}/coach-safety`);
      await expect(
        plain.getByRole('heading', { name: protocolTitle, level: 1 }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        plain.getByRole('link', { name: '1-800-222-1222' }).getAttribute('href'),
      ).resolves.toBe('tel:+18002221222');
    } finally {
      await scriptless.close();
    }

    const visitor = await suite.newPage(PHONE);
    try {
      const v = visitor.page;
      // React takes the rendered page over as it is: production React reports a mismatch as
      // minified errors 418, 421, 422, 423 or 425.
      const hydration: string[] = [];
      v.on('console', (message) => {
        if (/hydrat|Minified React error #4(18|21|22|23|25)/i.test(message.text()))
          hydration.push(message.text());
      });
      await v.goto(`${stack.url}/coach-safety`);
      await v.getByRole('heading', { name: protocolTitle, level: 1 }).waitFor();
      await v.waitForFunction(() => {
        const heading = (
          globalThis as unknown as { document: { querySelector(s: string): object | null } }
        ).document.querySelector('h1');
        return (
          heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
        );
      });
      expect(hydration).toEqual([]);
      await expect(v.title()).resolves.toBe(`${protocolTitle} · Tend`);
      await expect(v.getByRole('link', { name: 'Call 911' }).count()).resolves.toBe(0);
      await expect(v.locator('a[href="tel:911"]').first().isVisible()).resolves.toBe(true);
      await audit.check(v, '/coach-safety');
      expect(audit.takeNew()).toEqual([]);
      await screenshots(v, 'coach-safety-page');
      // From the landing's footer too.
      await v.goto(`${stack.url}/`);
      await v
        .getByRole('navigation', { name: 'Legal' })
        .getByRole('link', { name: 'Coach Safety' })
        .click();
      await v.getByRole('heading', { name: protocolTitle, level: 1 }).waitFor();
      expectNothingWentWrong(visitor);
    } finally {
      await visitor.context.close();
    }
  });
});
