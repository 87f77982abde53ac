import type { Locator, Page } from 'playwright-core';
import { KnowledgeRepository } from '@tend/coach';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import {
  FixtureSite,
  DiscoveryCalls,
  everyService,
  type SignedUpCaregiver,
  signUp,
  signUpSuperAdmin,
  type TestStack,
} from '@tend/test-stack';
import { fact, signInWithForm, signInWithToken } from './support/admin';
import { DESKTOP, screenshots, type TestPage, expectNothingWentWrong } from './support/browser';
import { browserSuite } from './support/suite';
import { toastShown } from './support/toasts';
import { sendAndSeeAnswer } from './support/coach-answer';

// Generous: this machine may be running another whole test suite at the same time.
jest.setTimeout(90_000);

/** Markup that runs script if a screen ever turns it into elements: a global, or an alert. */
const IMG_ALERT = `<img src=x onerror=alert('xss')>`;
const IMG_GLOBAL = `<img src=x onerror="window.__xss=1">`;
const SCRIPT = `<script>window.__xss=1</script>`;
const SVG = `<svg onload="window.__xss=1">`;
const JS_ANCHOR = `<a href="javascript:alert('xss')">Tap here</a>`;
const IFRAME = `<iframe src="javascript:alert('xss')"></iframe>`;

/** The caregiver's names and the person she cares for. */
const FIRST = IMG_ALERT;
const LAST = SCRIPT;
const RECIPIENT = `${SVG}Rosa`;
/** What she types, what she renames the chat to, and what the model answers (Markdown and HTML). */
const MESSAGE = `${IMG_ALERT} How do I plan zebrafinch respite? ${SCRIPT}`;
const CHAT_TITLE = `${SVG} Night shifts`;
const ANSWER = [
  `## A plan for respite ${IMG_GLOBAL}`,
  '',
  `${SCRIPT} Book **a day program** once a week.`,
  '',
  '- [Open the guide](javascript:window.__xss=1)',
  `- ${JS_ANCHOR}`,
  `- ${IFRAME}`,
].join('\n');
/** A content source as an administrator types it, and a page of the website it crawls. */
const SOURCE_NAME = `${IMG_GLOBAL}Evil Hub`;
const SOURCE_CATEGORY = `${SCRIPT}Respite`;
const SOURCE_NOTES = `${JS_ANCHOR} ${SVG}`;
const APPROVE_NOTES = `${IMG_ALERT} reviewed`;
const DOC_TITLE = `${IMG_GLOBAL} Zebrafinch respite guide`;
const DOC_TEXT = `${SCRIPT} Zebrafinch respite care gives family caregivers a planned break. Ask a local agency about adult day programs and in-home respite.`;
/** The crawled page's title as Tend shows it: extracted as plain text, its markup dropped. */
const DOC_TITLE_SHOWN = 'Zebrafinch respite guide';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's own view of itself: the globals and DOM a payload would have changed. */
interface PageDom {
  __xss?: unknown;
  document: {
    querySelectorAll(selector: string): ArrayLike<{
      tagName: string;
      textContent: string | null;
      attributes: ArrayLike<{ name: string; value: string }>;
      getAttribute(name: string): string | null;
    }>;
  };
}

/** The page's images, each done (`complete`) once it has loaded or failed to. */
interface PageImages {
  document: { images: ArrayLike<{ complete: boolean }> };
}

/** What ran or was injected: `window.__xss`, and elements or attributes only markup could make. */
async function injected(page: Page): Promise<{ xss: unknown; elements: string[] }> {
  return page.evaluate(() => {
    const win = globalThis as unknown as PageDom;
    const elements: string[] = [];
    for (const el of Array.from(win.document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const attr of Array.from(el.attributes)) {
        // React attaches its handlers by delegation: no element of ours has an on* attribute.
        if (/^on/i.test(attr.name)) elements.push(`<${tag} ${attr.name}>`);
        if (/^\s*javascript:/i.test(attr.value)) elements.push(`<${tag} ${attr.name}=javascript:>`);
      }
      if (tag === 'img' && el.getAttribute('src') === 'x') elements.push('<img src=x>');
      if (tag === 'iframe') elements.push('<iframe>');
      if (tag === 'script' && (el.textContent ?? '').includes('__xss')) elements.push('<script>');
    }
    return { xss: win.__xss, elements };
  });
}

/**
 * XSS through everything the client shows from people or other websites, in Chromium against the
 * real gateway, services, crawl worker and an OpenAI-compatible stub: a caregiver's names and the
 * person she cares for, her message, her conversation's title and the model's answer, and a
 * content source with a crawled page. Each payload would set `window.__xss` or open an alert if
 * it ever became markup; each screen must show it as plain text instead.
 */
describe('XSS: what people and other websites write is shown as text, never run', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let site: FixtureSite;
  let model: OpenAiStub;
  let admin: DiscoveryCalls;
  let eve: SignedUpCaregiver;
  let adminTab: TestPage;
  let eveTab: TestPage;
  const dialogs: string[] = [];
  const tabs: TestPage[] = [];

  const open = async (): Promise<TestPage> => {
    const tab = await suite.newPage(DESKTOP);
    tab.context.setDefaultTimeout(30_000);
    tab.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    tabs.push(tab);
    return tab;
  };

  /**
   * Nothing ran and nothing was injected. An image's error handler runs once its load has failed:
   * wait until every image on the page has loaded or failed, so a handler would have run.
   */
  const expectInert = async (page: Page) => {
    await page.waitForFunction(() =>
      Array.from((globalThis as unknown as PageImages).document.images).every(
        (img) => img.complete,
      ),
    );
    expect(await injected(page)).toEqual({ xss: undefined, elements: [] });
    expect(dialogs).toEqual([]);
  };

  beforeAll(async () => {
    site = await FixtureSite.start({ crawlDelay: 0.1 });
    site.pages.set(
      '/xss/',
      `<!doctype html><html lang="en"><head><title>${escapeHtml(DOC_TITLE)}</title></head>
      <body><main><h1>Respite</h1><p>${escapeHtml(DOC_TEXT)}</p></main></body></html>`,
    );
    model = await startOpenAiStub();
    model.reply = () => ({ text: ANSWER });
    stack = await suite.start([...everyService, 'crawl-worker'], {
      ...model.env,
      // The fixture website is on 127.0.0.1, which the crawler refuses unless told otherwise.
      DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'true',
      DISCOVERY_MAX_REQUESTS_PER_MINUTE: '60000',
    });
    [admin, eve] = await Promise.all([
      signUpSuperAdmin(stack, 'Ada').then((who) => new DiscoveryCalls(stack, who)),
      signUp(stack, FIRST, LAST),
    ]);
    await eventually(
      async () =>
        (await stack.callStatus('createRecipient', {
          token: eve.token,
          body: { name: RECIPIENT, relationship: 'parent', conditions: ['dementia'] },
        })) === 201,
      30_000,
      'care-profile to know the caregiver',
    );
    [adminTab, eveTab] = await Promise.all([open(), open()]);
  }, 120_000);

  afterAll(async () => {
    await model?.stop();
    await site?.stop();
  });

  afterEach(() => {
    for (const tab of tabs) expectNothingWentWrong(tab);
  });

  it('the payloads are live: put into a page as HTML, they run and the probe sees them', async () => {
    const canary = await open();
    await canary.page.setContent(
      `<div>${[IMG_ALERT, IMG_GLOBAL, SCRIPT, SVG, JS_ANCHOR, IFRAME].join(' ')}</div>`,
    );
    const seen = await eventually(async () => {
      const found = await injected(canary.page);
      return found.xss === 1 && dialogs.length > 0 ? found : undefined;
    }, 10_000);
    expect(seen.elements).toEqual(
      expect.arrayContaining(['<img onerror>', '<img src=x>', '<script>', '<svg onload>']),
    );
    expect(dialogs).toContain('xss');
    dialogs.length = 0;
    await canary.context.close();
    tabs.splice(tabs.indexOf(canary), 1);
  });

  it('the content security policy stops markup that reached one of our pages anyway', async () => {
    const guarded = await open();
    await guarded.page.goto(`${stack.url}/`);
    await guarded.page.getByRole('heading', { level: 1 }).first().waitFor();
    await guarded.page.evaluate((html) => {
      const { document } = globalThis as unknown as {
        document: { body: { insertAdjacentHTML(where: string, markup: string): void } };
      };
      document.body.insertAdjacentHTML('beforeend', html);
    }, `${IMG_ALERT} ${IMG_GLOBAL} ${SVG}`);
    await eventually(async () => guarded.pageErrors.length >= 3, 10_000, 'the refusals');
    const { xss } = await injected(guarded.page);
    const refusals = guarded.pageErrors.splice(0).map((e) => e.message);
    await guarded.context.close();
    tabs.splice(tabs.indexOf(guarded), 1);
    expect(xss).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(refusals).toEqual(
      Array(refusals.length).fill(
        expect.stringMatching(
          /^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self'/,
        ),
      ),
    );
  });

  it('admin tool: a source named, addressed, categorised and noted with markup shows it as text', async () => {
    const p = adminTab.page;
    await signInWithToken(adminTab, stack.url, admin.who.token);
    await p.goto(`${stack.url}/admin/discovery`);
    await p.getByRole('tab', { name: 'Add New Source' }).click();
    const sourceUrl = `${site.url}/xss/#"><img src=x onerror=alert('xss')>`;
    await p.getByLabel('Name', { exact: true }).fill(SOURCE_NAME);
    await p.getByLabel('Base URL').fill(sourceUrl);
    await p.getByLabel('Category').fill(SOURCE_CATEGORY);
    await p.getByLabel('Legal review notes (optional)').fill(SOURCE_NOTES);
    // Only a source marked robots.txt compliant is crawled.
    await p.getByRole('checkbox', { name: 'robots.txt checked and compliant' }).check();
    await p.getByRole('button', { name: 'Add Source' }).click();
    await toastShown(p, 'Content source created successfully');

    const card = p.getByRole('listitem', { name: SOURCE_NAME, exact: true });
    await card.getByRole('heading', { name: SOURCE_NAME, exact: true }).waitFor();
    const link = card.getByRole('link', { name: sourceUrl, exact: true });
    expect(await link.getAttribute('href')).toBe(sourceUrl);
    expect(await fact(card, 'Category').innerText()).toBe(SOURCE_CATEGORY);
    await card.getByText(`Legal notes: ${SOURCE_NOTES}`, { exact: true }).waitFor();
    await expectInert(p);

    // The approve dialog names the source in its title, and the notes typed there are text too.
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = p.getByRole('dialog', { name: `Approve ${SOURCE_NAME}?` });
    await dialog.getByRole('region', { name: 'Preflight report' }).waitFor();
    await dialog.getByLabel('Legal notes (optional)').fill(APPROVE_NOTES);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText(`Legal notes: ${APPROVE_NOTES}`, { exact: true }).waitFor();
    await screenshots(p, 'xss-admin-source');
    await card.getByRole('button', { name: 'Audit log' }).click();
    const audit = p.getByRole('dialog', { name: `Audit log: ${SOURCE_NAME}` });
    await audit.getByText(APPROVE_NOTES, { exact: true }).waitFor();
    await expectInert(p);
    await audit.getByRole('button', { name: 'Close' }).first().click();
    await audit.waitFor({ state: 'hidden' });

    // The crawl: the job names the source; the crawled page's title is checked in the library.
    await card.getByRole('button', { name: 'Start Crawl' }).click();
    await p.getByRole('tab', { name: 'Discovery Jobs', selected: true }).waitFor();
    const job = p.getByRole('listitem').filter({ has: p.getByRole('progressbar') });
    await job.getByText(SOURCE_NAME, { exact: true }).waitFor();
    await job.getByText('completed', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await fact(job, 'Published').innerText()).toBe('1');
    await expectInert(p);
  });

  it("home, profile and notifications: the caregiver's names and her care recipient's, as text", async () => {
    const p = eveTab.page;
    await signInWithForm(p, stack.url, eve.email);
    await p.getByRole('heading', { name: `Hi, ${FIRST}`, exact: true }).waitFor();
    await expectInert(p);

    await p.goto(`${stack.url}/profile`);
    await p.getByRole('heading', { name: `${FIRST} ${LAST}`, exact: true }).waitFor();
    const recipients = p.getByRole('region', { name: 'Care recipients' });
    await recipients.getByText(RECIPIENT, { exact: true }).waitFor();
    await expectInert(p);

    await eventually(
      async () => (await stack.call('listNotifications', { token: eve.token })).items.length > 0,
      30_000,
      'the welcome notification',
    );
    await p.goto(`${stack.url}/notifications`);
    await p.getByText(`Welcome to Tend, ${FIRST}`, { exact: false }).first().waitFor();
    await expectInert(p);
  });

  it('e-mail: the verification and welcome e-mails greet her by name as text', async () => {
    const welcome = await stack.mail.waitFor(
      (m) => m.to.includes(eve.email) && m.subject === 'Welcome to Tend',
      30_000,
    );
    const sent = stack.mail.messages().filter((m) => m.to.includes(eve.email));
    expect(sent.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Confirm your email/), welcome.subject]),
    );
    // As a mail app shows them: their HTML as a page of its own.
    const reader = (await open()).page;
    for (const mail of sent) {
      await reader.setContent(mail.html);
      await reader.getByText(FIRST, { exact: false }).first().waitFor();
      await expectInert(reader);
    }
  });

  it('resources: a crawled page titled and written with markup, from a source named with it', async () => {
    const p = eveTab.page;
    await p.goto(`${stack.url}/resources`);
    const group = p.getByRole('region', { name: SOURCE_CATEGORY, exact: true });
    await group.getByRole('heading', { name: SOURCE_CATEGORY, exact: true }).waitFor();
    await p
      .getByRole('group', { name: 'Categories' })
      .getByRole('button', { name: SOURCE_CATEGORY, exact: true })
      .waitFor();
    const doc = group.getByRole('link', { name: DOC_TITLE_SHOWN });
    expect(await doc.getAttribute('href')).toBe(`${site.url}/xss/`);
    // The page's title and text are plain text: its markup is neither run nor shown.
    expect(await doc.textContent()).not.toContain('<');
    await group.getByText('window.__xss=1 Zebrafinch respite care gives').waitFor();
    expect(await group.getByText(DOC_TEXT, { exact: false }).count()).toBe(0);
    await group.getByText(SOURCE_NAME, { exact: true }).waitFor();
    await screenshots(p, 'xss-resources');
    await expectInert(p);
  });

  it("coach: her message, the conversation's title and a model answer in Markdown and HTML", async () => {
    const p = eveTab.page;
    // The coach has the crawled page in its library, so the answer cites it as a source.
    const knowledge = stack.service('coach').app.get(KnowledgeRepository);
    await eventually(
      async () => (await knowledge.search('zebrafinch respite', 3)).length > 0,
      30_000,
      'the coach to have the crawled page',
    );

    await p.goto(`${stack.url}/ai-coach`);
    const sidebar = p.getByRole('complementary', { name: 'Conversations' });
    await sidebar.getByRole('button', { name: `Welcome ${FIRST}`, exact: true }).waitFor();
    await p.getByText(`Hi ${FIRST}, I'm`, { exact: false }).waitFor();
    await expectInert(p);

    const answer = p.getByRole('heading', {
      name: `A plan for respite ${IMG_GLOBAL}`,
      exact: true,
    });
    await sendAndSeeAnswer(
      p,
      async () => {
        await p.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
        await p.getByRole('button', { name: 'Send message' }).click();
      },
      answer,
      p.getByRole('region', { name: `Welcome ${FIRST}`, exact: true }),
    );
    expect(model.requests.at(-1)?.messages.at(-1)?.content).toEqual(
      expect.stringContaining(MESSAGE),
    );

    // Shown again from what the server stored, not only as it streamed in.
    await p.reload();
    await answer.waitFor();
    const checkMessages = async (chat: Locator) => {
      await chat.getByText(MESSAGE, { exact: true }).waitFor();
      // On a desktop the whole answer is on the page (shown up to its first screen): no unfolding.
      await chat.getByText(`${SCRIPT} Book a day program once a week.`).waitFor();
      // Markdown still works: bold is bold.
      expect(
        await chat
          .getByText('a day program', { exact: true })
          .evaluate((el: unknown) => (el as { tagName: string }).tagName),
      ).toBe('STRONG');
      // A javascript: link is shown as its words, not as a link.
      await chat.getByText('Open the guide', { exact: true }).waitFor();
      expect(await chat.getByRole('link', { name: 'Open the guide' }).count()).toBe(0);
      await chat.getByText(JS_ANCHOR, { exact: true }).waitFor();
      await chat.getByText(IFRAME, { exact: true }).waitFor();
      // The crawled page's title, cited as a source, links to the page and nowhere else.
      const cited = chat.getByRole('link', { name: DOC_TITLE_SHOWN, exact: true });
      expect(await cited.first().getAttribute('href')).toBe(`${site.url}/xss/`);
    };
    await checkMessages(p.getByRole('region', { name: `Welcome ${FIRST}`, exact: true }));
    await expectInert(p);

    // Renamed to markup: the list, and the chat it titles, show it as text.
    await sidebar.getByRole('button', { name: `Rename Welcome ${FIRST}`, exact: true }).click();
    await sidebar.getByRole('textbox', { name: 'Conversation title' }).fill(CHAT_TITLE);
    await p.keyboard.press('Enter');
    await sidebar.getByRole('button', { name: CHAT_TITLE, exact: true }).waitFor();
    await p.reload();
    await sidebar.getByRole('button', { name: CHAT_TITLE, exact: true }).waitFor();
    await checkMessages(p.getByRole('region', { name: CHAT_TITLE, exact: true }));
    await screenshots(p, 'xss-coach');
    await expectInert(p);
  });
});
