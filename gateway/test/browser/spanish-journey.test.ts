import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { BurdenQuestions, CareCoachAvatarNames } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import { strongPassword, type TestStack } from '@tend/test-stack';
import {
  expectNothingWentWrong,
  fieldSettlesOn,
  onStack,
  PHONE,
  screenshot,
  storedItem,
  type TestPage,
} from './support/browser';
import {
  english,
  englishOnly,
  foundIn,
  pageLanguage,
  shownTexts,
  spanish,
} from './support/catalogue';
import { filesFetched, javaScriptKB, routeBundleLists } from './support/first-download';
import { browserSuite, homeServices } from './support/suite';

/**
 * The option chosen for each check-in question, by its score (0 lightest, 4 heaviest): 24 of 40,
 * a score of 60, Moderate.
 */
const burdenAnswers = [3, 2, 2, 1, 3, 4, 2, 2, 2, 3];

/** The English of the coach's screen and the app's frame, which a Spanish screen never shows. */
const englishChrome = englishOnly(['coach', 'app']);
/** The same of the check-in's and of Settings' screens. */
const englishCheckIn = englishOnly(['assessment', 'checkInSummary', 'app']);
/** The same of Home with her check-in's card. */
const englishHome = englishOnly(['home', 'checkInSummary', 'app']);
const englishSettings = englishOnly(['settings', 'app']);

/**
 * US program names a Spanish text keeps as agencies say them (web/src/i18n/README.md), left out of
 * what a screen shows before it is searched for English: "Support" is also the English of a link.
 */
const UsProgramNames = ['National Family Caregiver Support Program'];
const withoutProgramNames = (shown: string) =>
  UsProgramNames.reduce((text, name) => text.split(name).join(''), shown);

/**
 * A caregiver whose phone speaks Spanish (es-US), from her first visit, at phone size: the landing
 * arrives prerendered in Spanish (before any script runs); she checks eligibility, signs up with
 * the e-mailed link (the e-mail in Spanish) carrying her answers, completes her profile, asks the
 * coach (offline: no model key) a Spanish question, answers the check-in to its results, switches
 * Settings to English and back, and signs out, every screen in Spanish. Words are the catalogue's
 * (`spanish(part, id)`), never copied; the sign-up's agreements are gone through by their places.
 */
describe('a Spanish-speaking caregiver in Chromium, landing to sign-out', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  let p: Page;
  const email = `rosa.espanol.${randomUUID().slice(0, 8)}@example.com`;
  /** Which of these English texts the page shows now. */
  const englishShown = async (texts: string[]) =>
    foundIn((await shownTexts(p)).map(withoutProgramNames), texts);
  const homeGreets = () =>
    p.getByRole('heading', { name: spanish('home', 'home.greeting', { name: 'Rosa' }) }).waitFor();
  const toast = (text: string) =>
    p
      .getByRole('region', { name: spanish('app', 'app.toasts.label') })
      .getByText(text, { exact: true })
      .first()
      .waitFor();

  beforeAll(async () => {
    // No OPENAI_API_KEY: the coach answers offline, from Tend's own guidance.
    stack = await suite.start([...homeServices, 'coach'], { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    const context = await suite.browser.newContext({
      viewport: PHONE,
      locale: 'es-US',
      extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' },
      timezoneId: 'America/Chicago',
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(30_000);
    p = await context.newPage();
    tab = { page: p, context, offsite: [], pageErrors: [], failedCalls: [] };
    p.on('pageerror', (error) => tab.pageErrors.push(error));
  }, 120_000);

  afterEach(() => {
    expectNothingWentWrong(tab);
  });

  it('gets each public page in the language asked for: the tend_lang cookie, else Accept-Language', async () => {
    const landing = spanish('app', 'landing.title.paid');
    const asked = async (headers: Record<string, string>, path = '/') => {
      const html = await (await fetch(`${stack.url}${path}`, { headers })).text();
      return /<html lang="([^"]+)">/.exec(html)?.[1];
    };
    expect(await asked({ 'accept-language': 'es-MX,es;q=0.9' })).toBe('es-US');
    expect(await asked({ 'accept-language': 'fr-FR,en;q=0.5' })).toBe('en');
    expect(await asked({})).toBe('en');
    expect(await asked({ 'accept-language': 'en-US', cookie: 'tend_lang=es-US' })).toBe('es-US');
    expect(await asked({ 'accept-language': 'es-US', cookie: 'tend_lang=en' })).toBe('en');
    expect(await asked({ 'accept-language': 'es' }, '/login')).toBe('es-US');
    const english = await (await fetch(`${stack.url}/`)).text();
    expect(english).not.toContain(landing);
  });

  it('gets the landing prerendered in Spanish, before any script runs', async () => {
    const response = await fetch(`${stack.url}/`, {
      headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain(`>${spanish('app', 'landing.title.paid')}</h1>`);
    expect(response.headers.get('content-language')).toBe('es-US');
    expect(response.headers.get('vary')).toMatch(/Accept-Language, Cookie/);

    // Every headline the page shows, from its first byte: hydration must not show English first,
    // nor fail and render the page anew (production React reports it as errors 418 to 425).
    await p.addInitScript(recordHeadlines);
    const hydrationErrors: string[] = [];
    p.on('console', (message) => {
      if (/hydrat|Minified React error #4(18|21|22|23|25)/i.test(message.text()))
        hydrationErrors.push(message.text());
    });
    await p.goto(`${stack.url}/`);
    await p.waitForFunction(() => {
      const heading = (globalThis as unknown as HeadlineWatch).document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
    });
    await p.waitForLoadState('networkidle');
    expect(await p.evaluate(() => (globalThis as unknown as HeadlineWatch).tendHeadlines)).toEqual([
      spanish('app', 'landing.title.paid'),
    ]);
    expect(hydrationErrors).toEqual([]);
    expect(await pageLanguage(p)).toBe('es-US');
    await screenshot(p, 'spanish-landing');
  });

  it("downloads the landing within its aim in Spanish as in English, Spanish's words only in Spanish", async () => {
    const { aimsKB, languageOnly } = routeBundleLists();
    const spanishWords = new Set(languageOnly['es-US']);
    /** What a first visit in `locale` fetches, and the language the landing shows in. */
    const firstVisit = async (locale: string) => {
      const reader = await suite.newPage(PHONE, locale);
      const files = await filesFetched(reader.page, `${stack.url}/`);
      const language = await pageLanguage(reader.page);
      expectNothingWentWrong(reader);
      await reader.context.close();
      return { files, language, words: files.filter((file) => spanishWords.has(file)) };
    };

    const inEnglish = await firstVisit('en-US');
    const inSpanish = await firstVisit('es-US');

    expect([inEnglish.language, inSpanish.language]).toEqual(['en', 'es-US']);
    expect(inEnglish.words).toEqual([]);
    expect(inSpanish.words).not.toEqual([]);
    expect(javaScriptKB(inEnglish.files)).toBeLessThanOrEqual(aimsKB.landing);
    expect(javaScriptKB(inSpanish.files)).toBeLessThanOrEqual(aimsKB.landing);
  });

  it('checks eligibility from the landing through to its results, in Spanish', async () => {
    const step = (current: number) =>
      p.getByText(spanish('eligibility', 'eligibility.progress', { current, total: 6 })).waitFor();
    const question = (id: string) =>
      p.getByRole('heading', {
        name: spanish('eligibility', `eligibility.question.${id}`),
        level: 2,
      });
    await p
      .getByRole('link', { name: spanish('app', 'landing.cta.qualify') })
      .first()
      .click();
    await p.waitForURL(`${stack.url}/eligibility`);
    await p
      .getByRole('heading', { name: spanish('eligibility', 'eligibility.title'), level: 1 })
      .waitFor();

    await step(1);
    await question('relationship').waitFor();
    expect(await pageLanguage(p)).toBe('es-US');
    await screenshot(p, 'spanish-eligibility-question');
    await p
      .getByRole('radio', { name: spanish('eligibility', 'eligibility.relationship.parent') })
      .click();

    await step(2);
    await question('benefits').waitFor();
    await p
      .getByRole('checkbox', {
        name: spanish('eligibility', 'eligibility.benefit.medicare'),
        exact: true,
      })
      .click();
    await p.getByRole('button', { name: spanish('eligibility', 'eligibility.continue') }).click();

    await step(3);
    await question('age').waitFor();
    await p.getByRole('radio', { name: spanish('eligibility', 'eligibility.age.65plus') }).click();

    await step(4);
    await question('state').waitFor();
    const state = p.getByRole('combobox', {
      name: spanish('eligibility', 'eligibility.question.state'),
    });
    await state.click();
    await state.pressSequentially('Tex');
    await p.getByTitle('Texas (TX)').waitFor();
    await state.press('Enter');

    await step(5);
    await p
      .getByRole('textbox', { name: spanish('eligibility', 'eligibility.question.zipCode') })
      .pressSequentially('75201');

    await step(6);
    await question('condition').waitFor();
    await p
      .getByRole('radio', { name: spanish('eligibility', 'eligibility.condition.chronic') })
      .click();

    // parent 20 + Medicare 25 + 65 or older 20 + chronic illness 10 = 75: likely.
    const band = spanish('eligibility', 'eligibility.band.likely');
    const results = p.getByRole('region', { name: band });
    await results.getByRole('heading', { name: band }).waitFor();
    expect(await results.locator('.score-ring__value').innerText()).toBe('75');
    await results
      .getByText(spanish('eligibility', 'eligibility.results.score', { score: 75 }))
      .waitFor();
    await results
      .getByRole('heading', {
        name: spanish('eligibility', 'eligibility.programs.title', { state: 'Texas' }),
      })
      .waitFor();
    await results
      .getByRole('list', { name: spanish('eligibility', 'eligibility.results.nextSteps') })
      .waitFor();
    await screenshot(p, 'spanish-eligibility-results');

    await results
      .getByRole('button', { name: spanish('eligibility', 'eligibility.results.createAccount') })
      .click();
    await p.waitForURL(`${stack.url}/signup`);
    // The answers go with her into sign-up, as the product carries them.
    expect(await storedItem(p, 'eligibilityData')).toContain('"relationship":"parent"');
  }, 120_000);

  it('signs up with the link of a Spanish e-mail and lands on Home in Spanish', async () => {
    const step = (current: number) =>
      p.getByText(spanish('account', 'signup.progress', { step: current, total: 5 })).waitFor();
    await step(1);
    await p.getByLabel(spanish('account', 'signup.name.first'), { exact: true }).fill('Rosa');
    await p.getByLabel(spanish('account', 'signup.name.last'), { exact: true }).fill('Garza');
    await p.getByRole('button', { name: spanish('account', 'auth.continue') }).click();

    await step(2);
    await p.locator('input[type="email"]').fill(email);
    await p.getByRole('button', { name: spanish('account', 'signup.email.send') }).click();
    await step(3);

    const mail = await stack.mail.waitFor((m) => m.to.includes(email), 30_000);
    expect(mail.subject).toBe('Confirme su correo para terminar de unirse a Tend');
    expect(mail.text).toContain('Hola, Rosa:');
    const link = mail.links.find((href) => href.includes('/signup?token='));
    expect(link).toBeDefined();
    await p.goto(onStack(link ?? '', stack.url));

    await step(4);
    await p.getByLabel(spanish('account', 'auth.password'), { exact: true }).fill(strongPassword);
    await p.getByRole('button', { name: spanish('account', 'auth.continue') }).click();

    await step(5);
    await agreeToEverything(p);

    await p
      .getByRole('heading', { name: spanish('home', 'home.greeting', { name: 'Rosa' }) })
      .waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
    expect(await pageLanguage(p)).toBe('es-US');
    // The checker's answers reached the account; the program card stands for Texas's own program,
    // whose rule on Medicaid is not confirmed: a review, not a promise (issue 49).
    await p
      .getByTestId('program-medicaid_pas')
      .getByText(spanish('home', 'home.status.review'), { exact: true })
      .waitFor();
    await screenshot(p, 'spanish-home');
  }, 120_000);

  it('completes her profile from Home, in Spanish, with the checker’s answers filled in', async () => {
    await p.getByRole('link', { name: spanish('home', 'home.completeProfile') }).click();
    await p.waitForURL(`${stack.url}/onboarding`);
    await p
      .getByRole('heading', { name: spanish('onboarding', 'onboarding.prefill.title'), level: 1 })
      .waitFor();
    await toast(spanish('onboarding', 'onboarding.prefilled'));
    const carried = spanish('onboarding', 'onboarding.fromEligibility');
    const relationship = p.getByRole('textbox', {
      name: `${spanish('onboarding', 'onboarding.recipient.relationship')} ${carried}`,
    });
    await fieldSettlesOn(relationship, spanish('onboarding', 'onboarding.option.parent'));
    await fieldSettlesOn(p.getByLabel(spanish('onboarding', 'onboarding.you.name')), 'Rosa Garza');

    await p.getByLabel(spanish('onboarding', 'onboarding.you.location')).fill('Dallas, TX');
    await p
      .getByLabel(spanish('onboarding', 'onboarding.recipient.name'), { exact: true })
      .fill('Carmen');
    // The checker's chronic illness is carried, and the agreements of sign-up are shown as given.
    expect(
      await p
        .getByRole('checkbox', {
          name: spanish('onboarding', 'onboarding.option.chronic_conditions'),
        })
        .isChecked(),
    ).toBe(true);
    for (const id of ['terms', 'privacy', 'data']) {
      await p
        .getByText(spanish('onboarding', `onboarding.${id}.given`), { exact: false })
        .waitFor();
      expect(
        await p
          .getByRole('checkbox', { name: spanish('onboarding', `onboarding.${id}.text`) })
          .count(),
      ).toBe(0);
    }
    expect(await pageLanguage(p)).toBe('es-US');
    await screenshot(p, 'spanish-onboarding');
    await p
      .getByRole('button', { name: spanish('onboarding', 'onboarding.firstRun.submit') })
      .click();

    await toast(spanish('onboarding', 'onboarding.saved.text'));
    await p
      .getByRole('heading', { name: spanish('home', 'home.greeting', { name: 'Rosa' }) })
      .waitFor();
    expect(
      await p.getByRole('link', { name: spanish('home', 'home.completeProfile') }).count(),
    ).toBe(0);
    await screenshot(p, 'spanish-home-onboarded');
  }, 120_000);

  it('asks the coach in Spanish and gets a Spanish answer on a screen without English', async () => {
    await p
      .getByRole('navigation', { name: spanish('app', 'app.nav.label') })
      .getByRole('link', { name: spanish('app', 'app.nav.coach') })
      .click();
    await p.waitForURL(`${stack.url}/ai-coach`);
    const welcome = spanish('coach', 'coach.welcome.hi', {
      name: 'Rosa',
      coach: CareCoachAvatarNames.default,
    });
    await p.getByText(welcome, { exact: true }).waitFor();
    await p
      .getByRole('textbox', { name: spanish('coach', 'coach.input.label') })
      .fill('Mi mamá se cayó dos veces esta semana. ¿Cómo evito que se caiga en la casa?');
    await p.getByRole('button', { name: spanish('coach', 'coach.input.send') }).click();
    const answer = p.locator('li.message--assistant').last();
    await answer.locator('.message__actions').waitFor();
    await answer.getByText(spanish('coach', 'coach.message.offline'), { exact: true }).waitFor();

    const token = (await storedItem(p, 'authToken')) ?? '';
    const [conversation] = await stack.call('listConversations', { token });
    const messages = await stack.call('listMessages', {
      token,
      params: { id: conversation?.id ?? '' },
    });
    const stored = messages.filter((m) => m.role === 'assistant').at(-1)?.content ?? '';
    expect(stored).toMatch(/Fuentes:|Más sobre esto/);
    expect(stored).not.toMatch(/\bSources:|\bMore on this\b/);
    expect(await pageLanguage(p)).toBe('es-US');
    expect(await englishShown(englishChrome)).toEqual([]);
    await screenshot(p, 'spanish-coach', { fullPage: false });
  }, 120_000);

  it('answers the ten check-in questions and sees her results, in Spanish', async () => {
    await p.getByLabel(spanish('app', 'app.backHome'), { exact: true }).click();
    await homeGreets();
    await p.locator('a[href="/assessment?new=1"]').first().click();
    await p
      .getByRole('heading', { name: spanish('assessment', 'assessment.title'), level: 1 })
      .waitFor();
    for (const [index, item] of BurdenQuestions.entries()) {
      await p
        .getByText(spanish('assessment', 'assessment.progress', { current: index + 1, total: 10 }))
        .waitFor();
      await p
        .getByRole('heading', {
          name: spanish('assessment', `assessment.question.${item.id}.text`),
        })
        .waitFor();
      expect(await p.getByText(item.text, { exact: true }).count()).toBe(0);
      const option = item.options.find((o) => o.score === burdenAnswers[index]);
      if (!option) throw new Error(`no option scoring ${burdenAnswers[index]} for ${item.id}`);
      if (index === 0) await screenshot(p, 'spanish-check-in-question');
      await p
        .getByRole('radio', {
          name: spanish('assessment', `assessment.question.${item.id}.option.${option.value}`),
          exact: true,
        })
        .click();
      const last = index === BurdenQuestions.length - 1;
      await p
        .getByRole('button', {
          name: spanish('assessment', last ? 'assessment.seeResults' : 'assessment.next'),
        })
        .click();
    }

    const title = spanish('assessment', 'assessment.results');
    const results = p.getByRole('region', { name: title });
    await results.getByRole('heading', { name: title }).waitFor();
    expect(await results.locator('.burden-score__value').innerText()).toBe('60');
    await results
      .getByText(spanish('checkInSummary', 'assessment.burden.Moderate'), { exact: true })
      .waitFor();
    const level = spanish('assessment', 'assessment.level.Moderate');
    await results
      .getByText(spanish('assessment', 'assessment.scoreSpoken', { score: 60, level }))
      .waitFor();
    await results
      .getByRole('heading', { name: spanish('assessment', 'assessment.recommendations') })
      .waitFor();
    expect(await pageLanguage(p)).toBe('es-US');
    await screenshot(p, 'spanish-check-in-results');
    // The recommendations too: worded by their keys, none of the service's English texts shown.
    expect(await englishShown(englishCheckIn)).toEqual([]);
    const token = (await storedItem(p, 'authToken')) ?? '';
    const [saved] = await stack.call('listAssessments', { token });
    const steps = results.getByRole('list', {
      name: spanish('assessment', 'assessment.recommendations'),
    });
    expect(await steps.getByRole('listitem').count()).toBe(saved?.recommendations.length);
    expect(saved?.recommendations.length).toBeGreaterThan(1);
    expect(await englishShown(saved?.recommendations ?? [])).toEqual([]);
    await results
      .getByRole('link', { name: spanish('assessment', 'assessment.returnHome') })
      .click();
    await p
      .getByRole('heading', { name: spanish('home', 'home.greeting', { name: 'Rosa' }) })
      .waitFor();
    // Home's check-in card, its words a part of their own (not the check-in screens'), in Spanish.
    await p
      .getByText(spanish('checkInSummary', 'assessment.home.title'), { exact: true })
      .waitFor();
    expect(await englishShown(englishHome)).toEqual([]);
    await screenshot(p, 'spanish-home-checked-in');
  }, 120_000);

  it('switches Settings to English and back to Spanish, saved with her account', async () => {
    const token = (await storedItem(p, 'authToken')) ?? '';
    const saved = async () => (await stack.call('currentUser', { token })).language;
    await p.getByRole('link', { name: spanish('home', 'home.settings') }).click();
    await p.waitForURL(`${stack.url}/settings`);
    const heading = (name: string) => p.getByRole('heading', { name, level: 1 }).waitFor();
    await heading(spanish('settings', 'settings.title'));
    await screenshot(p, 'spanish-settings');
    expect(await englishShown(englishSettings)).toEqual([]);

    await p.getByRole('button', { name: 'English', exact: true }).click();
    await heading(english('settings', 'settings.title'));
    await p.getByRole('heading', { name: english('app', 'language.switch.label') }).waitFor();
    expect(await pageLanguage(p)).toBe('en');
    expect(
      await p.getByRole('button', { name: 'English', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await eventuallyEquals(saved, 'en');
    // What a Spanish screen is checked for is what this one now shows.
    expect(await englishShown(englishSettings)).toEqual(
      expect.arrayContaining([
        english('app', 'language.switch.label'),
        english('settings', 'settings.title'),
      ]),
    );
    await screenshot(p, 'spanish-settings-in-english');

    await p.getByRole('button', { name: 'Español', exact: true }).click();
    await heading(spanish('settings', 'settings.title'));
    expect(await pageLanguage(p)).toBe('es-US');
    await eventuallyEquals(saved, 'es-US');

    await p.reload();
    await heading(spanish('settings', 'settings.title'));
    await p.getByRole('heading', { name: spanish('app', 'language.switch.label') }).waitFor();
    expect(await pageLanguage(p)).toBe('es-US');
    expect(await englishShown(englishSettings)).toEqual([]);
  }, 120_000);

  it('signs out and lands on the landing page, in Spanish', async () => {
    await p.getByLabel(spanish('app', 'app.backHome'), { exact: true }).click();
    await homeGreets();
    await p.getByRole('button', { name: spanish('home', 'home.signOut') }).click();
    await p
      .getByRole('dialog', { name: spanish('home', 'home.signOutConfirm.title') })
      .getByRole('button', { name: spanish('home', 'home.signOutConfirm.confirm') })
      .click();
    await p
      .getByRole('heading', { name: spanish('app', 'landing.title.paid'), level: 1 })
      .waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
    expect(await pageLanguage(p)).toBe('es-US');
    expect(await storedItem(p, 'authToken')).toBeNull();
    await screenshot(p, 'spanish-signed-out');
  }, 120_000);
});

/** Waits until `read` answers `expected` (a save the page made in the background). */
async function eventuallyEquals<T>(read: () => Promise<T>, expected: T): Promise<void> {
  await eventually(async () => (await read()) === expected, 10_000, `to read ${String(expected)}`);
}

/** The page's globals recordHeadlines uses (the gateway compiles without the DOM library). */
interface HeadlineWatch {
  tendHeadlines: string[];
  document: {
    querySelector(selector: string): { textContent: string | null } | null;
  };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: Record<string, boolean>): void;
  };
}

/** Runs in the page before its HTML: keeps each different text its h1 shows, in order. */
const recordHeadlines = () => {
  const page = globalThis as unknown as HeadlineWatch;
  const seen: string[] = [];
  page.tendHeadlines = seen;
  const note = () => {
    const text = page.document.querySelector('h1')?.textContent;
    if (text && seen.at(-1) !== text) seen.push(text);
  };
  new page.MutationObserver(note).observe(page.document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
};

/**
 * The sign-up's last step: each document opened and agreed to in its dialog, the consent box
 * ticked, the account created. Found by their places (the step's words are being translated).
 */
async function agreeToEverything(p: Page): Promise<void> {
  const opens = p.locator('.agreement__open');
  for (const index of [0, 1]) {
    await opens.nth(index).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('checkbox').click();
    await dialog.waitFor({ state: 'hidden' });
  }
  const boxes = p.locator('.agreements').getByRole('checkbox');
  await boxes.nth(2).check();
  for (const index of [0, 1, 2]) expect(await boxes.nth(index).isChecked()).toBe(true);
  await p.locator('.step-actions .btn--primary').click();
}
