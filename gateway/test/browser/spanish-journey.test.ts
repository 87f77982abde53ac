import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BurdenQuestions } from '@tend/contracts';
import { strongPassword, type TestStack } from '@tend/test-stack';
import {
  expectNothingWentWrong,
  onStack,
  PHONE,
  repoRoot,
  screenshot,
  type TestPage,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';

/** A Spanish message as the web app's catalogue holds it (plain ones only: no ICU arguments). */
function spanish(part: string, id: string): string {
  const file = path.join(repoRoot, 'web/src/i18n/catalogues/es-US', `${part}.json`);
  const text = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[id];
  if (!text) throw new Error(`no Spanish message ${id} in ${part}.json`);
  return text;
}

/**
 * A caregiver whose phone speaks Spanish (es-US), from her first visit: the landing arrives
 * prerendered in Spanish (before any script runs), she signs up with the e-mailed link (the
 * e-mail in Spanish), lands on Home in Spanish and opens the check-in at its first question, in
 * Spanish. Screens another change is still putting into the catalogues (the sign-up's agreements)
 * are gone through by their structure, not their words.
 */
describe('a Spanish-speaking caregiver in Chromium: landing, sign-up, Home, check-in', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  let p: Page;
  const email = `rosa.espanol.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    stack = await suite.start(homeServices, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
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

  it('signs up with the link of a Spanish e-mail and lands on Home in Spanish', async () => {
    await p.goto(`${stack.url}/signup`);
    await p.getByText('Paso 1 de 5').waitFor();
    await p.getByLabel(spanish('account', 'signup.name.first'), { exact: true }).fill('Rosa');
    await p.getByLabel(spanish('account', 'signup.name.last'), { exact: true }).fill('Garza');
    await p.getByRole('button', { name: spanish('account', 'auth.continue') }).click();

    await p.getByText('Paso 2 de 5').waitFor();
    await p.locator('input[type="email"]').fill(email);
    await p.getByRole('button', { name: spanish('account', 'signup.email.send') }).click();
    await p.getByText('Paso 3 de 5').waitFor();

    const mail = await stack.mail.waitFor((m) => m.to.includes(email), 30_000);
    expect(mail.subject).toBe('Confirme su correo para terminar de unirse a Tend');
    expect(mail.text).toContain('Hola, Rosa:');
    const link = mail.links.find((href) => href.includes('/signup?token='));
    expect(link).toBeDefined();
    await p.goto(onStack(link ?? '', stack.url));

    await p.getByText('Paso 4 de 5').waitFor();
    await p.getByLabel(spanish('account', 'auth.password'), { exact: true }).fill(strongPassword);
    await p.getByRole('button', { name: spanish('account', 'auth.continue') }).click();

    await p.getByText('Paso 5 de 5').waitFor();
    await agreeToEverything(p);

    await p.getByRole('heading', { name: 'Hola, Rosa' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
    expect(await pageLanguage(p)).toBe('es-US');
    await screenshot(p, 'spanish-home');
  }, 120_000);

  it('opens the check-in at its first question, in Spanish', async () => {
    await p.locator('a[href="/assessment?new=1"]').first().click();
    await p.getByText('Pregunta 1 de 10').waitFor();
    const first = BurdenQuestions[0];
    await p
      .getByText(spanish('assessment', `assessment.question.${first.id}.text`), { exact: true })
      .waitFor();
    expect(await p.getByText(first.text, { exact: true }).count()).toBe(0);
  });
});

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

/** `<html lang>` as the page has it now. */
function pageLanguage(p: Page): Promise<string> {
  return p.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { lang: string } } }).document
        .documentElement.lang,
  );
}

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
