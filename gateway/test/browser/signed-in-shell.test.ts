import type { Page } from 'playwright-core';
import { signUp, type SignedUpCaregiver, type TestStack } from '@tend/test-stack';
import { expectNothingWentWrong, PHONE, type TestPage } from './support/browser';
import { browserSuite, homeServices } from './support/suite';
import { textOf } from './support/page-text';

// Restarting the gateway between flags takes long on a loaded 2-core machine.
jest.setTimeout(120_000);

/**
 * A signed-in first visit on a slow phone (issue 49, item 7): someone whose browser holds a
 * session and opens Home or the coach gets that screen's frame rendered at build time, without
 * her data (web/src/prerender/signed-in-shells.ts), in her language and for the eligibility flag
 * the gateway runs with, so it paints before any script; the app then draws her own screen in its
 * place. A browser without a session gets the public landing as before; one whose session has
 * ended sees the frame for a moment, then the app treats her as signed out, as it did.
 */

/** What each shell shows, by language: Home's greeting and sections, the coach's welcome and box. */
const shown = {
  en: {
    home: ['Hi, there', 'Quick Actions', 'AI Care Coach', 'Welcome to Tend', 'Home', 'Profile'],
    eligibility: ['Check Eligibility', 'Programs'],
    coach: ["Hi there, I'm Sage.", 'Fall prevention tips', 'AI Care Coach'],
  },
  'es-US': {
    home: ['Hola', 'Accesos rápidos', 'Le damos la bienvenida a Tend', 'Inicio', 'Perfil'],
    eligibility: ['Ver si califica', 'Programas'],
    coach: ['Hola, soy Sage.', 'Cómo prevenir caídas', 'Asistente con IA'],
  },
} as const;

/** The browser globals the checks below use (the gateway compiles without the DOM library). */
interface InPage {
  document: {
    querySelector(selector: string): { getAttribute(name: string): string | null } | null;
  };
  localStorage: { setItem(key: string, value: string): void };
}

const landingHeadline = {
  on: 'Get Paid to Care for Your Loved One',
  off: 'Expert Caregiving Support at Your Fingertips',
};

describe('Home and the coach as frames rendered at build time, for a browser with a session', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let ana: SignedUpCaregiver;
  let lucia: SignedUpCaregiver;
  const pages: TestPage[] = [];

  beforeAll(async () => {
    stack = await suite.start([...homeServices, 'coach'], { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    ana = await signUp(stack, 'Ana', 'Reyes');
    lucia = await signUp(stack, 'Lucía', 'Pérez');
    await stack.call('setLanguage', { token: lucia.token, body: { language: 'es-US' } });
  }, 120_000);

  afterEach(() => {
    for (const tab of pages.splice(0)) expectNothingWentWrong(tab);
  });

  /** The first response for `path`, as text, with these request headers. */
  async function firstResponse(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${stack.url}${path}`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Cookie');
    return {
      text: textOf(await response.text()),
      language: response.headers.get('content-language'),
    };
  }

  /** A phone whose browser holds Ana's session (its cookie and the app's copy of the token). */
  async function signedInPhone(session: string, locale = 'en-US'): Promise<Page> {
    const tab = await suite.newPage(PHONE, locale);
    pages.push(tab);
    await tab.context.addCookies([{ name: 'tend_session', value: session, url: stack.url }]);
    await tab.context.addInitScript((token) => {
      (globalThis as unknown as InPage).localStorage.setItem('authToken', token);
    }, session);
    return tab.page;
  }

  /** The markup of the first response of a navigation, as the browser received it. */
  async function openedWith(page: Page, path: string): Promise<string> {
    const response = await page.goto(`${stack.url}${path}`, { waitUntil: 'commit' });
    return textOf((await response?.text()) ?? '');
  }

  /** True once the app has drawn over the shell: its main is no longer the busy frame. */
  const appHasTakenOver = (page: Page) =>
    page.waitForFunction(() => {
      const main = (globalThis as unknown as InPage).document.querySelector('main');
      return main !== null && main.getAttribute('aria-busy') !== 'true';
    });

  it('with a session, / and /ai-coach answer with their frames in English and Spanish, flag on', async () => {
    const session = { cookie: `tend_session=${ana.token}` };
    for (const [language, asked] of [
      ['en', {}],
      ['es-US', { 'accept-language': 'es-MX,es;q=0.9' }],
      ['es-US', { cookie: `${session.cookie}; tend_lang=es-US` }],
    ] as const) {
      const home = await firstResponse('/', { ...session, ...asked });
      expect(home.language).toBe(language);
      for (const words of [...shown[language].home, ...shown[language].eligibility])
        expect({ language, home: home.text }).toEqual({
          language,
          home: expect.stringContaining(words),
        });
      expect(home.text).not.toContain('Ana');
      expect(home.text).not.toContain(landingHeadline.on);

      const coach = await firstResponse('/ai-coach', { ...session, ...asked });
      expect(coach.language).toBe(language);
      for (const words of shown[language].coach)
        expect({ language, coach: coach.text }).toEqual({
          language,
          coach: expect.stringContaining(words),
        });
    }
  });

  it('without a session, / is the public landing and /ai-coach the app shell, as before', async () => {
    const landing = await firstResponse('/');
    expect(landing.text).toContain(landingHeadline.on);
    expect(landing.text).not.toContain('Quick Actions');
    const coach = await firstResponse('/ai-coach');
    expect(coach.text.trim()).toBe('Tend: support for family caregivers');
  });

  it('Home: the frame paints first, then the app draws her own Home in its place', async () => {
    const page = await signedInPhone(ana.token);
    const first = await openedWith(page, '/');
    expect(first).toContain('Hi, there');
    await page.getByRole('heading', { level: 1, name: 'Hi, Ana' }).waitFor();
    await appHasTakenOver(page);
    // One Home, hers: the frame is gone, not left under or beside it.
    expect(await page.getByRole('heading', { name: 'Quick Actions' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Hi, there' }).count()).toBe(0);
    // Her screen works: a link of hers is followed by the app's router.
    await page.getByRole('link', { name: /AI Care Coach/ }).click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
  });

  it('the coach in Spanish: the frame, then her coach greeting her by name, in her words', async () => {
    const page = await signedInPhone(lucia.token, 'es-MX');
    const first = await openedWith(page, '/ai-coach');
    expect(first).toContain('Hola, soy Sage.');
    await page.getByText('Hola, Lucía. Soy Sage.').waitFor();
    await appHasTakenOver(page);
    expect(await page.getByText('Hola, soy Sage.').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Mensaje' }).count()).toBe(1);
  });

  it("the app starts in her account's language, not the browser's", async () => {
    // Her phone asks for English; her account says Spanish: the frame is English (all the
    // gateway knows), her Home is Spanish from its first draw, with no English Home between.
    const page = await signedInPhone(lucia.token);
    const drawn: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('tend-h1:')) drawn.push(message.text());
    });
    await page.addInitScript(() => {
      const w = globalThis as unknown as {
        document: { querySelector(s: string): { textContent: string | null } | null };
        MutationObserver: new (callback: () => void) => {
          observe(target: unknown, options: object): void;
        };
        console: { log(text: string): void };
      };
      let last = '';
      new w.MutationObserver(() => {
        const heading = w.document.querySelector('h1')?.textContent ?? '';
        if (heading !== last) w.console.log(`tend-h1:${(last = heading)}`);
      }).observe(w.document, { childList: true, subtree: true, characterData: true });
    });
    expect(await openedWith(page, '/')).toContain('Hi, there');
    await page.getByRole('heading', { level: 1, name: 'Hola, Lucía' }).waitFor();
    expect(drawn.filter((line) => line.includes('Hi, Lucía'))).toEqual([]);
  });

  it('a quick question tapped before her conversation is open is asked once it is', async () => {
    const page = await signedInPhone(ana.token);
    // Her conversations held back: the app has drawn the coach, but none is open yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat/conversations', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${stack.url}/ai-coach`);
      await page.getByText("Hi Ana, I'm Sage.").waitFor();
      await page.getByRole('button', { name: 'Fall prevention tips' }).click();
      release();
      await page.locator('li.message--user').filter({ hasText: 'Fall prevention tips' }).waitFor();
      await page.locator('li.message--assistant .message__actions').first().waitFor();
    } finally {
      release();
    }
    // Asked in her conversation, not in a new chat of its own.
    const conversations = await stack.call('listConversations', { token: ana.token });
    expect(conversations).toHaveLength(1);
  });

  it('an ended session: the frame for a moment, then signed out as before', async () => {
    const page = await signedInPhone('not-a-session');
    const first = await openedWith(page, '/ai-coach');
    expect(first).toContain("Hi there, I'm Sage.");
    await page.getByRole('heading', { level: 1, name: landingHeadline.on }).waitFor();
    expect(await page.getByRole('link', { name: /sign in/i }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    const home = await openedWith(page, '/');
    expect(home).toContain('Quick Actions');
    await page.getByRole('heading', { level: 1, name: landingHeadline.on }).waitFor();
    expect(await page.getByRole('heading', { name: 'Quick Actions' }).count()).toBe(0);
  });

  it('with the flag off: frames without the eligibility checker, in both languages', async () => {
    await stack.restartGateway({ FEATURE_ELIGIBILITY_ENABLED: 'false' });
    for (const [language, asked] of [
      ['en', {}],
      ['es-US', { 'accept-language': 'es' }],
    ] as const) {
      const home = await firstResponse('/', { cookie: `tend_session=${ana.token}`, ...asked });
      for (const words of shown[language].home) expect(home.text).toContain(words);
      for (const words of shown[language].eligibility) expect(home.text).not.toContain(words);
      const coach = await firstResponse('/ai-coach', {
        cookie: `tend_session=${ana.token}`,
        ...asked,
      });
      for (const words of shown[language].coach) expect(coach.text).toContain(words);
    }
    expect((await firstResponse('/')).text).toContain(landingHeadline.off);

    const page = await signedInPhone(ana.token);
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Hi, Ana' }).waitFor();
    expect(await page.getByRole('link', { name: 'Programs' }).count()).toBe(0);
  });
});
