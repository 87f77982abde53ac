import type { Page } from 'playwright-core';
import type { TestStack } from '@tend/test-stack';
import { expectNothingWentWrong, PHONE, screenshots, type TestPage } from './support/browser';
import { browserSuite, homeServices } from './support/suite';

/** Answers the six questions in Spanish, as a caregiver taps them; the state by what she types. */
async function answerInSpanish(p: Page, state: [typed: string, option: string], zip: string) {
  await p.getByRole('radio', { name: 'A mi mamá o mi papá' }).click();
  await p.getByRole('checkbox', { name: 'Medicaid', exact: true }).click();
  await p.getByRole('button', { name: 'Continuar' }).click();
  await p.getByRole('radio', { name: '65 años o más' }).click();
  const combobox = p.getByRole('combobox', { name: '¿En qué estado vive usted?' });
  await combobox.click();
  await combobox.pressSequentially(state[0]);
  await p.getByTitle(state[1]).waitFor();
  await combobox.press('Enter');
  await p.getByRole('textbox', { name: '¿Cuál es su código postal (ZIP)?' }).pressSequentially(zip);
  await p.getByRole('radio', { name: 'Demencia o Alzheimer' }).click();
}

/**
 * Issue 48 on a phone: a Spanish-speaking caregiver gets her state's programs in Spanish, the
 * state's name as Spanish writes it, and each program's name as the agency writes it.
 */
describe('eligibility in Spanish on a phone: the programs of her state in Spanish', () => {
  const suite = browserSuite();
  let stack: TestStack;
  const tabs: TestPage[] = [];

  async function spanishTab(): Promise<Page> {
    const context = await suite.browser.newContext({
      viewport: PHONE,
      locale: 'es-US',
      extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' },
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const tab: TestPage = { page, context, offsite: [], pageErrors: [], failedCalls: [] };
    page.on('pageerror', (error) => tab.pageErrors.push(error));
    tabs.push(tab);
    return page;
  }

  beforeAll(async () => {
    stack = await suite.start(homeServices, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
  }, 120_000);

  afterEach(async () => {
    for (const tab of tabs.splice(0)) {
      expectNothingWentWrong(tab);
      await tab.context.close();
    }
  });

  it("shows a New Jersey caregiver Nueva Jersey's programs in Spanish, and Texas's for Texas", async () => {
    const p = await spanishTab();
    await p.goto(`${stack.url}/eligibility`);
    await answerInSpanish(p, ['Nueva J', 'Nueva Jersey (NJ)'], '07102');
    const programs = p.getByRole('region', { name: 'Programas en Nueva Jersey' });
    await programs.waitFor();
    const ppp = programs.getByRole('listitem').filter({
      has: p.getByRole('heading', { name: 'Personal Preference Program (PPP)' }),
    });
    await ppp.getByText(/^El Personal Preference Program de Nueva Jersey da a/).waitFor();
    await ppp.getByText('Por qué, cuánto paga y cómo solicitarlo').click();
    await ppp.getByText(/Pida al médico una nota/).waitFor();
    await screenshots(p, 'eligibility-programs-es-new-jersey');

    const inTexas = await spanishTab();
    await inTexas.goto(`${stack.url}/eligibility`);
    await answerInSpanish(inTexas, ['Tex', 'Texas (TX)'], '75201');
    const texas = inTexas.getByRole('region', { name: 'Programas en Texas' });
    await texas.getByText(/^Community First Choice de Texas paga ayuda directa/).waitFor();
    expect(await texas.getByText(/New Jersey|Nueva Jersey/).count()).toBe(0);
    await screenshots(inTexas, 'eligibility-programs-es-texas');
  }, 120_000);
});
