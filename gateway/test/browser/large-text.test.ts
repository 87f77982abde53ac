import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  everyService,
  type SignedUpCaregiver,
  signUp,
  signUpSuperAdmin,
  strongPassword,
  type TestStack,
  verificationToken,
} from '@tend/test-stack';
import { signInWithForm, signInWithToken } from './support/admin';
import {
  expectNothingWentWrong,
  onStack,
  PHONE,
  screenshot,
  screenshots,
  type TestPage,
} from './support/browser';
import { browserSuite } from './support/suite';
import {
  scrolledTo,
  setBrowserFontSize,
  smallTargets,
  textLayout,
  unreachableActions,
} from './support/large-text';
import { settled } from './support/layout';

// Generous: this machine may be running other test files at the same time.
jest.setTimeout(120_000);

/** Chromium's font size setting at 200% of its default: what `1rem` becomes in the tab. */
const LARGE_FONT = 32;

/**
 * Text that grows (issue 18, WCAG 1.4.4 and 1.4.10): the main journeys at a phone's width with the
 * browser's default font size at 32 px (200%). On every screen the body text has grown with it,
 * nothing scrolls sideways, no text is cut off, and every button and link can be scrolled to and
 * tapped above the bottom navigation, which still works. At the default 16 px every control of the
 * main screens is a target of at least 44×44 CSS px.
 */
describe('text at 200%: every journey with a 32 px browser font on a phone', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let large: TestPage;
  let maria: SignedUpCaregiver;
  const firstName = 'Marguerite';
  const email = `marguerite.large.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    // No OPENAI_API_KEY: the coach answers in its offline mode.
    stack = await suite.start(everyService, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    maria = await signUp(stack, 'Maria', 'Lopez');
    large = await suite.newPage(PHONE);
    await setBrowserFontSize(large.page, LARGE_FONT);
  }, 180_000);

  /** What the screens of the test just run showed wrong, each with its screen. */
  const problems: string[] = [];
  afterEach(() => {
    expect(problems.splice(0)).toEqual([]);
    expectNothingWentWrong(large);
  });

  const page = (): Page => large.page;

  /**
   * The screen as shown now, at the large font: grown, one window wide, nothing cut off, every
   * action reachable (what is not is noted in `problems`); and its picture as
   * `text-<name>-font32-390.png`.
   */
  async function expectComfortable(name: string): Promise<void> {
    const p = page();
    // Measured as it stands, not while a dialog zooms in (its text is rem from the first frame).
    await settled(p);
    const layout = await textLayout(p);
    const found: string[] = [];
    // Text in rem: 32 px, not the 16 px a fixed size would keep.
    if (layout.rootFontSize !== LARGE_FONT) found.push(`root font ${layout.rootFontSize} px`);
    if (layout.bodyFontSize < 30) found.push(`body text ${layout.bodyFontSize} px`);
    // Nothing left at a fixed px size either: the scale's smallest step, 11.5 px, makes 23 px.
    if (!layout.smallest || layout.smallest.size < 22)
      found.push(`smallest text ${JSON.stringify(layout.smallest)}`);
    if (layout.scrollWidth > PHONE.width) found.push(`${layout.scrollWidth} px wide`);
    found.push(...layout.clipped);
    found.push(...(await unreachableActions(p)).map((action) => `unreachable: ${action}`));
    problems.push(...found.map((problem) => `${name}: ${problem}`));
    // The picture is taken only of a screen that fits the window (screenshot() checks it).
    if (layout.scrollWidth <= PHONE.width) await screenshot(p, `text-${name}-font${LARGE_FONT}`);
  }

  /** Opens a screen by its address and waits for its heading. */
  async function open(path: string, heading: string | RegExp): Promise<void> {
    await page().goto(`${stack.url}${path}`);
    await page().getByRole('heading', { name: heading, level: 1 }).waitFor();
  }

  /** A button or link scrolled to above the bottom navigation, and tapped. */
  async function tap(
    name: string | RegExp,
    role: 'button' | 'link' | 'radio' = 'button',
  ): Promise<void> {
    const target = page().getByRole(role, { name }).first();
    await (await scrolledTo(target)).click();
  }

  it('honours the browser font size: 1rem is 32 px, and the body text is 32 px', async () => {
    await open('/', 'Get Paid to Care for Your Loved One');
    const layout = await textLayout(page());
    expect([layout.rootFontSize, layout.bodyFontSize]).toEqual([LARGE_FONT, LARGE_FONT]);
    await expectComfortable('landing');
  });

  it('checks eligibility signed out, step by step', async () => {
    const p = page();
    await tap('See If You Qualify', 'link');
    await p.getByText('Step 1 of 6').waitFor();
    await expectComfortable('eligibility-step-1');
    await tap('My parent', 'radio');
    await p.getByText('Step 2 of 6').waitFor();
    await p.getByRole('checkbox', { name: 'Medicare', exact: true }).click();
    await expectComfortable('eligibility-step-2');
    await tap('Continue');
    await p.getByText('Step 3 of 6').waitFor();
    await tap('65 or older', 'radio');
    await p.getByText('Step 4 of 6').waitFor();
    await expectComfortable('eligibility-step-4');
  });

  it('signs in, and signs up through the e-mailed link', async () => {
    const p = page();
    await open('/login', 'Welcome back');
    await expectComfortable('login');

    await open('/signup', /./);
    await p.getByText('Step 1 of 5').waitFor();
    await p.getByLabel('First name').fill(firstName);
    await p.getByLabel('Last name').fill('Lopez');
    await expectComfortable('signup-step-1');
    await tap('Continue');
    await p.getByText('Step 2 of 5').waitFor();
    await p.getByLabel('Email').fill(email);
    await tap('Send verification link');
    await p.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await expectComfortable('signup-step-3');

    const token = await verificationToken(stack, email);
    await p.goto(onStack(`${stack.url}/signup?token=${token}`, stack.url));
    await p.getByText('Step 4 of 5').waitFor();
    await p.getByLabel('Password', { exact: true }).fill(strongPassword);
    await expectComfortable('signup-step-4');
    await tap('Continue');
    await p.getByText('Step 5 of 5').waitFor();
    await expectComfortable('signup-step-5');
    for (const document of ['Terms of Service', 'Privacy Policy']) {
      await tap(`Read ${document}`);
      const dialog = p.getByRole('dialog', { name: document });
      await dialog.waitFor();
      if (document === 'Terms of Service') await expectComfortable('signup-terms-dialog');
      const agree = dialog.getByRole('checkbox', {
        name: `I have read and agree to the ${document}`,
      });
      await (await scrolledTo(agree)).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await (
      await scrolledTo(p.getByRole('checkbox', { name: /I consent to Tend storing/ }))
    ).check();
    await tap('Create Account');
    await p.getByRole('heading', { name: `Hi, ${firstName}` }).waitFor();
  });

  it('shows home and onboarding, and the bottom navigation takes the person everywhere', async () => {
    const p = page();
    await expectComfortable('home');
    await open('/onboarding', /Welcome to Tend|Complete your profile/);
    await expectComfortable('onboarding');

    await open('/', `Hi, ${firstName}`);
    const nav = p.getByRole('navigation', { name: 'Main' });
    // The coach's screen has no navigation of its own: it is the last one opened from it.
    for (const [label, heading] of [
      ['Programs', 'Check Eligibility'],
      ['Profile', 'Profile'],
      ['Home', `Hi, ${firstName}`],
    ] as const) {
      await (await scrolledTo(nav.getByRole('link', { name: label }))).click();
      await p.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    await nav.getByRole('button', { name: 'Support' }).click();
    const support = p.getByRole('dialog');
    await support.waitFor();
    await expectComfortable('support-dialog');
    await p.keyboard.press('Escape');
    await support.waitFor({ state: 'hidden' });
    await nav.getByRole('link', { name: 'AI Coach' }).click();
    await p.getByRole('heading', { name: 'AI Care Coach', level: 1 }).waitFor();
  });

  it('asks the coach and reads the answer', async () => {
    const p = page();
    await open('/ai-coach', 'AI Care Coach');
    await expectComfortable('coach');
    await p
      .getByRole('textbox', { name: 'Message' })
      .fill('How do I handle sundowning in the evening?');
    await tap('Send message');
    await p.locator('li.message--assistant .message__actions').last().waitFor();
    await expectComfortable('coach-answer');
  });

  it('answers the burden assessment to its results', async () => {
    const p = page();
    await open('/assessment', 'Caregiver Check-in');
    for (let question = 1; question <= 10; question += 1) {
      await p.getByText(`Question ${question} of 10`).waitFor();
      await (await scrolledTo(p.getByRole('radio').nth(1))).click();
      if (question === 1) await expectComfortable('assessment-question');
      await tap(question === 10 ? 'See my results' : 'Next');
    }
    await p.getByRole('heading', { name: 'Your results' }).waitFor();
    await expectComfortable('assessment-results');
  });

  it("keeps each check-in question's answers and buttons within reach at 200% zoom on a desktop", async () => {
    // 1280×800 at 200% zoom lays the page out in 640×400 CSS px.
    const zoomed = await suite.newPage({ width: 640, height: 400 });
    try {
      await signInWithToken(zoomed, stack.url, maria.token);
      const p = zoomed.page;
      await p.goto(`${stack.url}/assessment?new=1`);
      for (let question = 1; question <= 3; question += 1) {
        await p.getByText(`Question ${question} of 10`).waitFor();
        await settled(p);
        await scrolledTo(p.getByRole('heading', { level: 2 }).first());
        for (const option of await p.getByRole('radio').all()) await scrolledTo(option);
        expect(await unreachableActions(p)).toEqual([]);
        await (await scrolledTo(p.getByRole('radio').nth(1))).click();
        await (await scrolledTo(p.getByRole('button', { name: 'Next' }))).click();
      }
      await screenshot(p, 'text-assessment-zoom200-desktop');
      expectNothingWentWrong(zoomed);
    } finally {
      await zoomed.context.close();
    }
  });

  it('shows profile, settings, notifications, resources and the legal pages whole', async () => {
    for (const [path, heading, name] of [
      ['/profile', 'Profile', 'profile'],
      ['/settings', 'Settings', 'settings'],
      ['/notifications', 'Notifications', 'notifications'],
      ['/resources', 'Caregiving Resources', 'resources'],
      ['/eligibility', 'Check Eligibility', 'eligibility-signed-in'],
      ['/terms-of-service', 'Terms of Service', 'legal-terms'],
      ['/privacy-policy', 'Privacy Policy', 'legal-privacy'],
      ['/consent-notice', /Consent/, 'legal-consent'],
    ] as const) {
      await open(path, heading);
      await page().waitForLoadState('networkidle');
      await expectComfortable(name);
    }
  });

  it("shows the super administrator's discovery tool whole", async () => {
    const ada = await signUpSuperAdmin(stack, 'Ada');
    await page().evaluate(() => {
      const { localStorage } = globalThis as unknown as { localStorage: { clear(): void } };
      localStorage.clear();
    });
    await signInWithToken(large, stack.url, ada.token);
    await page().goto(`${stack.url}/admin/discovery`);
    await page().getByText('Admin Only - Super User Access Required').waitFor();
    await page().waitForLoadState('networkidle');
    await expectComfortable('admin-discovery');
  });

  describe('at the default 16 px', () => {
    let tab: TestPage;
    beforeAll(async () => {
      tab = await suite.newPage(PHONE);
    });
    afterEach(() => expectNothingWentWrong(tab));

    /** The screen's controls under 44×44, and its pictures at a phone's and a desktop's width. */
    async function targetsOf(path: string, heading: string | RegExp, name: string) {
      await tab.page.goto(`${stack.url}${path}`);
      await tab.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await tab.page.waitForLoadState('networkidle');
      const small = await smallTargets(tab.page);
      await screenshots(tab.page, `text-${name}-font16`);
      return small.map((target) => `${name}: ${target}`);
    }

    /** Fails with every control under 44×44 px of the screens looked at, printed one a line. */
    function expectNoSmallTargets(small: string[]) {
      if (small.length) console.log(`Targets under 44×44 px:\n${small.join('\n')}`);
      expect(small).toEqual([]);
    }

    it('gives every control of the signed-out screens a target of at least 44×44 px', async () => {
      const small: string[] = [];
      for (const [path, heading, name] of [
        ['/', 'Get Paid to Care for Your Loved One', 'landing'],
        ['/login', 'Welcome back', 'login'],
        ['/signup', /./, 'signup-step-1'],
        ['/eligibility', 'Check Eligibility', 'eligibility-step-1'],
        ['/terms-of-service', 'Terms of Service', 'legal-terms'],
      ] as const)
        small.push(...(await targetsOf(path, heading, name)));
      expectNoSmallTargets(small);
    });

    it("gives every control of a caregiver's screens a target of at least 44×44 px", async () => {
      await signInWithForm(tab.page, stack.url, maria.email);
      const small: string[] = [];
      for (const [path, heading, name] of [
        ['/', 'Hi, Maria', 'home'],
        ['/onboarding', /Welcome to Tend|Complete your profile/, 'onboarding'],
        ['/assessment', 'Caregiver Check-in', 'assessment-question'],
        ['/profile', 'Profile', 'profile'],
        ['/settings', 'Settings', 'settings'],
        ['/notifications', 'Notifications', 'notifications'],
        ['/resources', 'Caregiving Resources', 'resources'],
      ] as const)
        small.push(...(await targetsOf(path, heading, name)));
      expectNoSmallTargets(small);
    });

    it("gives the coach, and its answer's copy, rating and Show more buttons, 44×44 px", async () => {
      const small = await targetsOf('/ai-coach', 'AI Care Coach', 'coach');
      const p = tab.page;
      await p.getByRole('textbox', { name: 'Message' }).fill('How do I handle sundowning?');
      await p.getByRole('button', { name: 'Send message' }).click();
      await p.locator('li.message--assistant .message__actions').last().waitFor();
      small.push(...(await smallTargets(p)).map((target) => `coach-answer: ${target}`));
      await screenshots(p, 'text-coach-answer-font16');
      expectNoSmallTargets(small);
    });
  });
});
