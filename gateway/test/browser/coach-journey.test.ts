import type { Locator, Page } from 'playwright-core';
import type { ChatMessage } from '@tend/contracts';
import { type SignedUpCaregiver, signUp, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { resizeViewport } from './support/layout';
import {
  DESKTOP,
  expectNothingWentWrong,
  PHONE,
  screenshot,
  type TestPage,
} from './support/browser';
import { browserSuite, coachServices } from './support/suite';

// Generous: this machine may be running other test files at the same time.
jest.setTimeout(90_000);

/** A line of Markdown as the page shows it: no emphasis marks, list bullets or citation numbers. */
const shown = (line: string) =>
  line
    .replace(/\[(\d+)\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/^\s*(?:-|\d+\.)\s+/, '')
    .trim();

/** The first and the last line of advice of an answer, as shown (a leading offline notice aside). */
function adviceLines(content: string): { first: string; last: string } {
  const lines = content
    .split('\n')
    .map(shown)
    .filter((line) => line && !/^Offline mode/i.test(line));
  return { first: lines[0] ?? '', last: lines[lines.length - 1] ?? '' };
}

/**
 * The coach on a phone at night, offline (no model key: Tend's own guidance answers): a new chat
 * opens and takes the next message, an offline answer shows its advice at once, and emergency
 * guidance is shown whole. What the page shows is checked against what the API stored.
 */
describe('the coach in Chromium at phone size: new chat, offline answers, emergency guidance', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  let maria: SignedUpCaregiver;
  let welcomeId = '';
  let welcomeMessages: ChatMessage[] = [];

  const page = (): Page => tab.page;
  const conversations = () => stack.call('listConversations', { token: maria.token });
  const messagesOf = (id: string) =>
    stack.call('listMessages', { token: maria.token, params: { id } });
  const coachAnswers = () => page().locator('li.message--assistant');
  const box = () => page().getByRole('textbox', { name: 'Message' });
  /** Sends and waits for the answer's bubble (the n-th answer on screen). */
  const ask = async (text: string, answers: number): Promise<Locator> => {
    await box().fill(text);
    await page().getByRole('button', { name: 'Send message' }).click();
    await coachAnswers()
      .nth(answers - 1)
      .locator('.message__actions')
      .waitFor();
    return coachAnswers().nth(answers - 1);
  };

  beforeAll(async () => {
    // No OPENAI_API_KEY: the coach runs in its offline mode.
    stack = await suite.start(coachServices);
    maria = await signUp(stack, 'Maria');
    tab = await suite.newPage(PHONE);
    await signInWithToken(tab, stack.url, maria.token);
  }, 120_000);

  afterEach(() => {
    expectNothingWentWrong(tab);
  });

  it('answers offline with its advice in view, badged Offline, without tapping Show more', async () => {
    const p = page();
    await p.goto(`${stack.url}/ai-coach`);
    await p.getByText("Hi Maria, I'm Sage.", { exact: false }).waitFor();
    await p
      .getByRole('group', { name: 'Quick questions' })
      .getByRole('button', { name: 'Fall prevention tips' })
      .click();
    const answer = coachAnswers().first();
    await answer.locator('.message__actions').waitFor();

    const [welcome] = await conversations();
    welcomeId = welcome?.id ?? '';
    welcomeMessages = await messagesOf(welcomeId);
    const stored = welcomeMessages.find((m) => m.role === 'assistant');
    expect(stored).toMatchObject({ offline: true, emergency: false });
    const { first } = adviceLines(stored?.content ?? '');
    const bubble = answer.locator('.message__bubble');
    // The advice, not a notice, is what is read first; "Offline" is a badge.
    await bubble.getByText(first, { exact: false }).first().waitFor();
    expect(await bubble.getByText(first, { exact: false }).first().isVisible()).toBe(true);
    // Seen as a small "Offline" badge; heard (and shown on hover) as what it means.
    expect(await bubble.getByText('Offline', { exact: true }).isVisible()).toBe(true);
    expect(await bubble.locator('.message__offline').innerText()).toContain(
      'The AI coach is offline, so this answer comes from Tend’s built-in caregiving guidance.',
    );
    expect(await bubble.locator('.message__offline').getAttribute('title')).toBe(
      'The AI coach is offline, so this answer comes from Tend’s built-in caregiving guidance.',
    );
    const text = await bubble.locator('.markdown').innerText();
    expect(text).not.toMatch(/^\s*_?Offline mode/);
    expect(text).not.toMatch(/(^|\s)_\S/); // no raw Markdown underscores
    await screenshot(p, 'coach-journey-offline-answer', { fullPage: false });
  });

  it('opens a New Chat from the drawer, and the next message goes to it', async () => {
    const p = page();
    const menu = p.getByRole('button', { name: 'Conversations', exact: true });
    await menu.click();
    const drawer = p.locator('.coach-drawer');
    await drawer.getByRole('button', { name: 'New Chat', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    // The new conversation is open: empty, with the quick questions.
    await p.getByRole('group', { name: 'Quick questions' }).waitFor();
    await screenshot(p, 'coach-journey-new-chat', { fullPage: false });

    const question = 'How do I help Mom with sundowning in the evening?';
    await ask(question, 1);

    const list = await conversations();
    expect(list).toHaveLength(2);
    const fresh = list.find((c) => c.id !== welcomeId);
    expect(fresh).toBeDefined();
    const freshMessages = await messagesOf(fresh?.id ?? '');
    expect(freshMessages.map((m) => [m.role, m.role === 'user' ? m.content : ''])).toEqual([
      ['user', question],
      ['assistant', ''],
    ]);
    // The welcome conversation is as it was.
    expect(await messagesOf(welcomeId)).toEqual(welcomeMessages);
    // And the drawer lists the new one as the open one.
    await menu.click();
    await drawer
      .getByRole('button', { name: fresh?.title ?? '', exact: true })
      .and(drawer.locator('[aria-current="true"]'))
      .waitFor();
    await p.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('shows emergency guidance whole, with 988 on screen and no Show more', async () => {
    const p = page();
    const answer = await ask('I just cant do this anymore, I want to end it all', 2);
    // Shown from its start: the guidance, with 988, is what is on screen without scrolling.
    const call988 = answer.locator('.message__bubble').getByText('988', { exact: false }).first();
    expect(await onScreen(p, call988)).toBe(true);
    await expectWholeEmergency(answer);
    await screenshot(p, 'coach-journey-emergency', { fullPage: false });
  });

  it('shows the same chat on a desktop', async () => {
    const p = page();
    await resizeViewport(p, DESKTOP);
    await expectWholeEmergency(coachAnswers().nth(1));
    await screenshot(p, 'coach-journey-chat', { fullPage: false });
    await resizeViewport(p, PHONE);
  });

  /** Whether the element lies within the visible part of the scrolling message list. */
  async function onScreen(p: Page, target: Locator): Promise<boolean> {
    const [box, list] = await Promise.all([
      target.boundingBox(),
      p.locator('.coach__messages').boundingBox(),
    ]);
    return !!box && !!list && box.y >= list.y && box.y + box.height <= list.y + list.height;
  }

  async function expectWholeEmergency(answer: Locator) {
    expect(await answer.getAttribute('class')).toContain('message--emergency');
    const all = await Promise.all((await conversations()).map((c) => messagesOf(c.id)));
    const stored = all.flat().find((m) => m.emergency);
    expect(stored).toBeDefined();
    const { first, last } = adviceLines(stored?.content ?? '');
    const bubble = answer.locator('.message__bubble');
    const call988 = bubble.getByText('988', { exact: false }).first();
    expect(await call988.isVisible()).toBe(true);
    // Whole: its first and last lines are on screen, and nothing offers to show more.
    expect(await bubble.getByText(first, { exact: false }).first().isVisible()).toBe(true);
    expect(await bubble.getByText(last, { exact: false }).first().isVisible()).toBe(true);
    expect(await answer.getByRole('button', { name: 'Show more' }).count()).toBe(0);
  }
});
