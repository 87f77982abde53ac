import type { Page } from 'playwright-core';
import { type SignedUpCaregiver, signUp, type TestStack } from '@tend/test-stack';
import { submitSignIn } from './support/admin';
import { screenshots, type TestPage, expectNothingWentWrong } from './support/browser';
import { browserSuite, homeServices } from './support/suite';

/**
 * What a visitor sees on the landing page with the eligibility flag on and off, served by the
 * real gateway (the flag comes from its environment through GET /api/config), and how the signed-in
 * navigation follows the same flag.
 */
// Restarting the gateway between flags takes long on a loaded 2-core machine.
jest.setTimeout(120_000);

describe('landing page in Chromium, with the eligibility flag on and off', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let visitor: TestPage;
  let caregiver: SignedUpCaregiver;

  beforeAll(async () => {
    stack = await suite.start(homeServices, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    visitor = await suite.newPage();
    caregiver = await signUp(stack, 'Grace');
  });

  afterEach(() => {
    expectNothingWentWrong(visitor);
  });

  const page = (): Page => visitor.page;

  async function openLanding(): Promise<void> {
    await page().goto(`${stack.url}/`);
    await page().getByRole('heading', { level: 1 }).waitFor();
  }

  async function texts(selector: Parameters<Page['getByRole']>[0], name?: string) {
    const scope = name ? page().getByRole('region', { name }) : page();
    return scope.getByRole(selector).allInnerTexts();
  }

  it('with the flag on: pay for caregiving, See If You Qualify, four features and $2,000', async () => {
    await openLanding();
    const p = page();
    await p.getByText('ALPHA RELEASE - Experimental features in development').waitFor();
    expect(await p.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Get Paid to Care for Your Loved One',
    );
    const qualify = p.getByRole('link', { name: 'See If You Qualify' });
    expect(await qualify.getAttribute('href')).toBe('/eligibility');
    await p.getByText('Takes 30 seconds').waitFor();
    await p.getByText(/up to \$2,000\/month/).waitFor();
    expect(await texts('heading', 'What Tend offers')).toEqual([
      'What Tend offers',
      'AI Care Coach',
      'Medicaid Support',
      'Caregiver Community',
      'Burden Assessment',
    ]);
    expect(await p.locator('dt').allInnerTexts()).toEqual(['63M', '$2,000']);
    expect(await p.getByRole('link', { name: 'Get Started' }).count()).toBe(0);

    // The footer's legal dialogs, with the date every legal page carries.
    await p
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('button', { name: 'Privacy Policy' })
      .click();
    const dialog = p.getByRole('dialog', { name: 'Privacy Policy' });
    await dialog.getByText('Last updated: August 27, 2025').waitFor();
    await screenshots(p, 'landing-privacy-dialog', { fullPage: false });
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await screenshots(p, 'landing-flag-on');
  });

  it('with the flag on: Sign In goes to the login screen, an unknown path to the 404 screen', async () => {
    await openLanding();
    const p = page();
    await p
      .getByRole('navigation', { name: 'Tend' })
      .getByRole('link', { name: 'Sign In' })
      .click();
    await p.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/login');
    await screenshots(p, 'login');

    await p.goto(`${stack.url}/no-such-page`);
    await p.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await p.getByText(/forget to add the page to the router/).waitFor();
  });

  it('with the flag on: a signed-in caregiver has five navigation columns including Programs', async () => {
    const p = await signIn();
    const nav = p.getByRole('navigation', { name: 'Main' });
    // allInnerTexts reads at once, without waiting: in a CI run it read no column at all right
    // after the greeting showed. Wait for the first column before reading them all.
    await nav.getByRole('listitem').first().waitFor();
    expect(await nav.getByRole('listitem').allInnerTexts()).toEqual([
      'Home',
      'AI Coach',
      'Support',
      'Programs',
      'Profile',
    ]);
    await p.getByRole('heading', { name: 'Compensation Opportunities' }).waitFor();
    await p.getByRole('link', { name: /Check Eligibility/ }).waitFor();
    await signOut(p);
  });

  it('with the flag off: Expert Caregiving Support, Get Started to sign-up, two features and 24/7', async () => {
    // The previous screen's last calls must not meet the stopping gateway (it answers 503 while
    // it drains): that is a restart, not what this test is about.
    await page().goto('about:blank');
    await stack.restartGateway({ FEATURE_ELIGIBILITY_ENABLED: 'false' });
    await openLanding();
    const p = page();
    expect(await p.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Expert Caregiving Support at Your Fingertips',
    );
    expect(await texts('heading', 'What Tend offers')).toEqual([
      'What Tend offers',
      'AI Care Coach',
      'Health Guidance',
    ]);
    expect(await p.locator('dt').allInnerTexts()).toEqual(['63M', '24/7']);
    expect(await p.getByRole('link', { name: 'See If You Qualify' }).count()).toBe(0);
    expect(await p.getByText('Takes 30 seconds').count()).toBe(0);
    await screenshots(p, 'landing-flag-off');

    await p.getByRole('link', { name: 'Get Started' }).click();
    await p.getByText('Step 1 of 5').waitFor();
    expect(new URL(p.url()).pathname).toBe('/signup');
  });

  it('with the flag off: a signed-in caregiver has four navigation columns and no programs', async () => {
    const p = await signIn();
    const nav = p.getByRole('navigation', { name: 'Main' });
    // allInnerTexts reads at once, without waiting: in a CI run it read no column at all right
    // after the greeting showed. Wait for the first column before reading them all.
    await nav.getByRole('listitem').first().waitFor();
    expect(await nav.getByRole('listitem').allInnerTexts()).toEqual([
      'Home',
      'AI Coach',
      'Support',
      'Profile',
    ]);
    await p.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    expect(await p.getByRole('heading', { name: 'Compensation Opportunities' }).count()).toBe(0);
    expect(await p.getByRole('link', { name: /Check Eligibility/ }).count()).toBe(0);
    await signOut(p);
  });

  /** Signs the caregiver in through the login screen and waits for the home screen. */
  async function signIn(): Promise<Page> {
    const p = page();
    await p.goto(`${stack.url}/login`);
    await submitSignIn(p, caregiver.email);
    await p.getByRole('heading', { name: `Hi, ${caregiver.firstName}` }).waitFor();
    return p;
  }

  async function signOut(p: Page): Promise<void> {
    await p.getByRole('button', { name: 'Sign out' }).click();
    // Asked first (issue 49).
    await p
      .getByRole('dialog', { name: 'Sign out?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await p
      .getByRole('navigation', { name: 'Tend' })
      .getByRole('link', { name: 'Sign In' })
      .waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
  }
});
