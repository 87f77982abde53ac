import type { Locator, Page } from 'playwright-core';
import { type SignedUpCaregiver, signUp, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { AccessibilityAudit } from './support/axe';
import {
  DESKTOP,
  expectNothingWentWrong,
  PHONE,
  screenshot,
  screenshots,
  type TestPage,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';
import { setBrowserFontSize } from './support/large-text';
import {
  type Box,
  boxOf,
  overlapping,
  resizeViewport,
  settled,
  visibleBoxes,
} from './support/layout';

// Generous: this machine may be running other test files at the same time.
jest.setTimeout(120_000);

/** Chromium's font size setting at 200% of its default: what `1rem` becomes in the tab. */
const LARGE_FONT = 32;

/** Offline, this question is answered with the overwhelm lead: a long answer, full of links. */
const OVERWHELMED = "I'm so exhausted caring for Mom, I need a break";

/** What a person sees of a control: its colors and its frame. */
interface Look {
  name: string;
  color: string;
  background: string;
  border: string;
  padding: string;
}

/** The colors and frames of every visible button and link of the screen, in document order. */
function looksOf(page: Page): Promise<Look[]> {
  return page.evaluate(() => {
    type El = { textContent: string | null; checkVisibility(): boolean };
    const window = globalThis as unknown as {
      document: { querySelectorAll(s: string): ArrayLike<El> };
      getComputedStyle(el: El): Record<string, string>;
    };
    return Array.from(window.document.querySelectorAll('main button, main a'))
      .filter((el) => el.checkVisibility())
      .map((el) => {
        const style = window.getComputedStyle(el);
        return {
          name: (el.textContent ?? '').trim(),
          color: style.color,
          background: style.backgroundColor,
          border: style.borderColor,
          padding: style.padding,
        };
      });
  });
}

/** The text of a computed `rgb()` color, as its relative luminance (WCAG 2). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The coach as a tired caregiver uses it on a phone (issue 33): its styles stay on its own screen,
 * it stays usable at 200% text, a copied answer is plain text, a long answer folds between
 * paragraphs, voice input says what is true, the message box is where the keyboard starts, and
 * axe finds nothing wrong with a conversation on screen.
 */
describe('the coach, everyday, in Chromium at phone size', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  let maria: SignedUpCaregiver;

  const page = (): Page => tab.page;
  const box = (p: Page = page()) => p.getByRole('textbox', { name: 'Message' });

  /** Opens the coach and waits for its heading. */
  async function openCoach(p: Page = page()): Promise<void> {
    await p.goto(`${stack.url}/ai-coach`);
    await p.getByRole('heading', { name: 'AI Care Coach', level: 1 }).waitFor();
  }

  /** Sends a message and waits until the answer can be copied and rated. */
  async function ask(text: string, p: Page = page()): Promise<void> {
    const answers = await p.locator('li.message--assistant .message__actions').count();
    await box(p).fill(text);
    await p.getByRole('button', { name: 'Send message' }).click();
    await p.locator('li.message--assistant .message__actions').nth(answers).waitFor();
  }

  beforeAll(async () => {
    // No OPENAI_API_KEY: the coach answers in its offline mode.
    stack = await suite.start([...homeServices, 'coach']);
    maria = await signUp(stack, 'Maria');
    tab = await suite.newPage(PHONE);
    await signInWithToken(tab, stack.url, maria.token);
  }, 180_000);

  afterEach(() => expectNothingWentWrong(tab));

  it("leaves Profile's Sign Out as it was after the coach was opened (Coach → Home → Profile)", async () => {
    const p = page();
    await p.goto(`${stack.url}/profile`);
    await p.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await p.waitForLoadState('networkidle');
    const before = await looksOf(p);

    const nav = p.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'AI Coach' }).click();
    await p.getByRole('heading', { name: 'AI Care Coach', level: 1 }).waitFor();
    await p.getByRole('link', { name: 'Back to home' }).click();
    await nav.getByRole('link', { name: 'Profile' }).click();
    await p.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await p.waitForLoadState('networkidle');

    const signOut = await p.getByRole('button', { name: 'Sign Out' }).evaluate((el) => {
      const { getComputedStyle } = globalThis as unknown as {
        getComputedStyle(e: unknown): { color: string; backgroundColor: string };
      };
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(contrast(signOut.color, signOut.background)).toBeGreaterThanOrEqual(4.5);
    expect(await looksOf(p)).toEqual(before);
  });

  it('copies an answer as plain text, and folds an offline answer where the coach folded it', async () => {
    const p = page();
    await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.url,
    });
    await openCoach();
    await ask(OVERWHELMED);
    const answer = p.locator('li.message--assistant').last();

    // What shows first is whole (the route, the direct answer, the card's first steps), never
    // cut inside a link; the rest of the card is behind More on this (issue 45).
    const more = answer.getByRole('button', { name: 'More on this' });
    await more.waitFor();
    const bubble = answer.locator('.message__bubble .markdown').first();
    const first = await bubble.innerText();
    expect(first).toContain('See where you are: Tend’s caregiver check-in is ten short questions');
    expect(first).not.toMatch(/\[|\]\(|\*\*/);
    expect(first).not.toContain('More on this');
    await more.click();
    await answer.getByRole('button', { name: 'Show less' }).waitFor();
    expect((await bubble.innerText()).length).toBeGreaterThan(first.length);

    await answer.getByRole('button', { name: 'Copy message' }).click();
    await p.getByText('The message is on your clipboard.').waitFor();
    const copied = await p.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(copied).not.toMatch(/\*\*|\]\(|^>/m);
    const lines = copied.split('\n');
    expect(lines[0]).toBe(
      'That sounds really hard, and it makes sense that you feel this way. You are carrying a lot, and reaching out is a good step.',
    );
    // Each list item a line of its own, its links as their words.
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^- Get a break: respite care gives you planned time off\. The ARCH National Respite Locator lists programs by state/,
      ),
    );
  });

  /**
   * The browser's speech service failing with a Web Speech API error code, as Chromium without
   * Google's service does (headless, it never answers at all): a stand-in for the browser's own.
   */
  async function speechFailsWith(p: Page, error: string): Promise<void> {
    await p.evaluate((code) => {
      type Handler = ((event?: { error: string }) => void) | null;
      class FailingRecognition {
        onerror: Handler = null;
        onend: Handler = null;
        start() {
          setTimeout(() => {
            this.onerror?.({ error: code });
            this.onend?.();
          }, 0);
        }
        stop() {}
        abort() {}
      }
      // Chromium has both names now; the page takes the unprefixed one first.
      Object.assign(globalThis, {
        SpeechRecognition: FailingRecognition,
        webkitSpeechRecognition: FailingRecognition,
      });
    }, error);
  }

  it.each([
    ['network', 'Voice input is not supported in your browser.'],
    ['service-not-allowed', 'Voice input is not supported in your browser.'],
    ['not-allowed', 'Microphone access is blocked.'],
    ['audio-capture', 'No microphone was found.'],
  ])('says what is true when speech recognition fails with %s', async (error, said) => {
    const p = page();
    await openCoach();
    await speechFailsWith(p, error);
    await p.getByRole('button', { name: 'Voice input' }).click();
    await p.getByText(said, { exact: false }).waitFor();
    expect(await p.getByText('Failed to recognize speech', { exact: false }).count()).toBe(0);
  });

  /** Whether the element has the keyboard's focus. */
  const focused = (target: Locator) =>
    target.evaluate(
      (el) => el === (el.ownerDocument as unknown as { activeElement: unknown }).activeElement,
    );

  it('starts in the message box, and a skip link reaches it from the top', async () => {
    const p = page();
    // Seven answers on screen made 55 Tabs to the box (issue 33); this conversation has three.
    await openCoach();
    await p.locator('li.message--assistant').first().waitFor();
    expect(await focused(box())).toBe(true);

    // From the top of the screen (the banner), the first Tab is the skip link.
    await p.getByText('ALPHA RELEASE', { exact: false }).click();
    expect(await focused(box())).toBe(false);
    await p.keyboard.press('Tab');
    expect(await focused(p.getByRole('link', { name: 'Skip to message box' }))).toBe(true);
    await p.keyboard.press('Enter');
    await p.keyboard.type('Typed after the skip link');
    expect(await box().inputValue()).toBe('Typed after the skip link');
  });

  it('puts the message box in focus on a new chat', async () => {
    const p = page();
    await openCoach();
    await box().fill('');
    await p.getByRole('button', { name: 'Conversations', exact: true }).click();
    const drawer = p.locator('.coach-drawer');
    await drawer.getByRole('button', { name: 'New Chat', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await p.getByRole('group', { name: 'Quick questions' }).waitFor();
    await p.keyboard.type('Where do I start?');
    expect(await box().inputValue()).toBe('Where do I start?');
  });

  it('has no axe violations with a conversation, an attachment and sources on screen', async () => {
    const p = page();
    await openCoach();
    await p.getByTestId('chat-file-input').setInputFiles({
      name: 'care-plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%care plan\n'),
    });
    await p.getByRole('list', { name: 'Attached files' }).getByText('care-plan.pdf').waitFor();
    await ask('What should I bring to her next doctor visit?');
    await ask('How do I help Mom with sundowning in the evening?');
    await settled(p);
    const audit = new AccessibilityAudit();
    await audit.check(p, 'coach with a conversation');
    expect(audit.takeNew()).toEqual([]);
    await screenshots(p, 'everyday-coach-conversation');
  });

  it('shows the direct answer and its first steps without scrolling or More on this', async () => {
    const p = page();
    await openCoach();
    // A chat of its own: the answer is the only one on screen.
    await p.getByRole('button', { name: 'Conversations', exact: true }).click();
    const drawer = p.locator('.coach-drawer');
    await drawer.getByRole('button', { name: 'New Chat', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await p.getByRole('group', { name: 'Quick questions' }).waitFor();
    await ask('Does Medicare pay for her adult diapers?');
    const answer = p.locator('li.message--assistant').last();
    await answer.getByRole('button', { name: 'More on this' }).waitFor();
    // Issue 45: a phone shows the answer to her question, and what to do first, as it arrives.
    const viewport = p.viewportSize() ?? PHONE;
    const inView = async (locator: Locator) => {
      const found = await locator.boundingBox();
      return !!found && found.y >= 0 && found.y + found.height <= viewport.height;
    };
    const bubble = answer.locator('.message__bubble .markdown').first();
    expect(await inView(bubble.getByText('Does Medicare pay for adult diapers?'))).toBe(true);
    expect(await inView(bubble.getByText(/Original Medicare does not pay for adult diapers/))).toBe(
      true,
    );
    expect(await inView(bubble.locator('li').first())).toBe(true);
    await screenshot(p, 'coach-direct-answer-phone', { fullPage: false });
  });

  describe('at 200% text', () => {
    let large: TestPage;

    beforeAll(async () => {
      large = await suite.newPage(PHONE);
      await signInWithToken(large, stack.url, maria.token);
      await setBrowserFontSize(large.page, LARGE_FONT);
    });
    afterEach(() => expectNothingWentWrong(large));

    /** Where the header's parts and the message box are drawn, and the box's line height. */
    async function coachLayout(p: Page) {
      await settled(p);
      const lineHeight = await box(p).evaluate((el) => {
        const { getComputedStyle } = globalThis as unknown as {
          getComputedStyle(e: unknown): { lineHeight: string };
        };
        return parseFloat(getComputedStyle(el).lineHeight);
      });
      // Two lines written: both shown, none scrolled out of the box.
      await box(p).fill('Mom is scared.\nWhat do I say?');
      const twoLines = await box(p).evaluate((el) => {
        const area = el as unknown as { clientHeight: number; scrollHeight: number };
        return { shown: area.clientHeight, written: area.scrollHeight };
      });
      await box(p).fill('');
      return {
        title: await boxOf(p, '.coach__title'),
        controls: await visibleBoxes(p, '.coach__header a, .coach__header button'),
        headerAvatar: await boxOf(p, '.coach__header svg[viewBox="0 0 100 100"]'),
        answerAvatars: await visibleBoxes(p, '.message__avatar svg'),
        messageBox: await boxOf(p, '.chat-input__text'),
        messages: await boxOf(p, '.coach__messages'),
        lineHeight,
        twoLines,
      };
    }

    /** What a person at 200% text would notice wrong on the coach, at the page's width. */
    async function expectUsable(p: Page): Promise<void> {
      const layout = await coachLayout(p);
      const problems: string[] = [];
      const heightOf = (b: Box) => b.bottom - b.top;
      const window = p.viewportSize() ?? PHONE;
      // Beside three tools at 2.75rem, the box was 62 px wide on a phone: a sliver.
      if (layout.messageBox.width < window.width / 2)
        problems.push(`message box ${Math.round(layout.messageBox.width)} px wide`);
      if (layout.twoLines.shown < layout.twoLines.written)
        problems.push(
          `two lines written, ${layout.twoLines.shown} of ${layout.twoLines.written} px shown`,
        );
      if (heightOf(layout.messages) < 2 * layout.lineHeight)
        problems.push(`messages ${Math.round(heightOf(layout.messages))} px high`);
      for (const control of layout.controls)
        if (overlapping(control, layout.title))
          problems.push(`a header control at ${Math.round(control.left)} sits on the title`);
      if (layout.headerAvatar.width < 39)
        problems.push(`header avatar ${layout.headerAvatar.width} px wide`);
      for (const avatar of layout.answerAvatars)
        if (avatar.width < 35) problems.push(`answer avatar ${avatar.width} px wide`);
      expect(problems).toEqual([]);
      await screenshot(p, `everyday-coach-font${LARGE_FONT}`, { fullPage: false });
    }

    it('keeps the message box, the header and the avatars usable on a phone', async () => {
      const p = large.page;
      await openCoach(p);
      await ask('How do I help Mom with sundowning in the evening?', p);
      await expectUsable(p);
    });

    it('keeps the message box, the header and the avatars usable on a desktop', async () => {
      const p = large.page;
      await resizeViewport(p, DESKTOP);
      try {
        await expectUsable(p);
      } finally {
        await resizeViewport(p, PHONE);
      }
    });
  });
});
