import type { Locator, Page } from 'playwright-core';
import { type SignedUpCaregiver, signUp, type TestStack } from '@tend/test-stack';
import { signInWithForm } from './support/admin';
import {
  expectNothingWentWrong,
  PHONE,
  screenshot,
  screenshots,
  storedItem,
  type TestPage,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const samsung =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

/**
 * Settings → Devices in Chromium at phone size: the same caregiver signed in on two phones (two
 * browser contexts), one signs the other out, and the other is sent to sign in at its next tap.
 * Then "Sign out everywhere else" from the first phone, which stays signed in.
 */
describe('devices in Chromium: signing another phone out', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let caregiver: SignedUpCaregiver;
  let mine: TestPage;
  let theirs: TestPage;

  beforeAll(async () => {
    stack = await suite.start(homeServices);
    caregiver = await signUp(stack, 'Grace');
    mine = await onPhone(iPhone);
    theirs = await onPhone(samsung);
  });

  /** A fresh browser profile at 390×844 that says it is the given phone. */
  async function onPhone(userAgent: string): Promise<TestPage> {
    const tab = await suite.newPage(PHONE);
    await tab.context.setExtraHTTPHeaders({ 'user-agent': userAgent });
    return tab;
  }

  async function signIn(p: Page): Promise<void> {
    await signInWithForm(p, stack.url, caregiver.email);
  }

  /** Scrolls a section's heading to the top of the window, below the banner. */
  const showFromTop = (heading: Locator) =>
    heading.evaluate((element) =>
      (element as unknown as { scrollIntoView(options: object): void }).scrollIntoView({
        block: 'start',
      }),
    );

  const devicesList = (p: Page) => p.getByRole('list', { name: 'Signed-in devices' });

  it('lists both phones in Settings, this one marked', async () => {
    await signIn(mine.page);
    await signIn(theirs.page);
    // The other phone is looking at Settings too, when it is signed out from here.
    await theirs.page.goto(`${stack.url}/settings`);
    await theirs.page.getByRole('heading', { name: 'Devices' }).waitFor();

    const p = mine.page;
    await p.goto(`${stack.url}/settings`);
    const list = devicesList(p);
    await list.getByText('Safari 17 on iPhone').waitFor();
    await list.getByText('Chrome 126 on Samsung phone').waitFor();
    const rows = list.getByRole('listitem');
    // The sign-up's own session (no browser) is there too: three in all, this phone first.
    expect(await rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('This device');
    expect(await rows.first().textContent()).toContain('Active now');
    expect(await list.getByText('This device').count()).toBe(1);
    await screenshots(p, 'devices-settings');
    // And the section itself, as the phone shows it once scrolled to.
    await showFromTop(p.getByRole('heading', { name: 'Devices' }));
    await screenshot(p, 'devices-list', { fullPage: false });
    expectNothingWentWrong(mine);
  });

  it('signs the other phone out; its next tap sends it to sign in', async () => {
    const p = mine.page;
    await devicesList(p)
      .getByRole('button', { name: 'Sign out Chrome 126 on Samsung phone' })
      .click();
    await p.getByText('Chrome 126 on Samsung phone has been signed out.').waitFor();
    await devicesList(p).getByText('Chrome 126 on Samsung phone').waitFor({ state: 'detached' });
    await screenshot(p, 'devices-after-sign-out', { fullPage: false });
    expectNothingWentWrong(mine);

    // On the other phone, Settings is still on screen; the next tap finds the session gone.
    const other = theirs.page;
    // (Push: text messages would ask for a phone number first, and send nothing yet.)
    await other.getByRole('switch', { name: 'Push Notifications' }).click();
    await other.waitForURL(`${stack.url}/login?reason=signed-out`);
    await other
      .getByRole('status')
      .filter({ hasText: 'This device was signed out of your account.' })
      .waitFor();
    await other.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await storedItem(other, 'authToken')).toBeNull();
    await screenshot(other, 'devices-signed-out-elsewhere');
    expect(theirs.failedCalls.splice(0)).toEqual(
      expect.arrayContaining(['401 PATCH /api/communication-settings']),
    );
    expectNothingWentWrong(theirs);
  });

  it('"Sign out everywhere else" asks first, ends the others, and keeps this phone signed in', async () => {
    const laptop = await onPhone(windows);
    await signIn(laptop.page);
    const p = mine.page;
    await p.reload();
    await devicesList(p).getByText('Edge 126 on Windows computer').waitFor();

    await p.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByText('This device stays signed in.').waitFor();
    await screenshot(p, 'devices-sign-out-everywhere-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
    await p.getByText('2 other devices were signed out. This device stays signed in.').waitFor();
    await p.getByText('You are signed in on this device only.').waitFor();
    expect(await devicesList(p).getByRole('listitem').count()).toBe(1);
    await screenshot(p, 'devices-only-this-one');

    expect(await stack.callStatus('currentUser', { token: caregiver.token })).toBe(401);
    await laptop.page.reload();
    // Opened again, the laptop shows the signed-out landing screen with its Sign In.
    await laptop.page.getByText('Sign In', { exact: true }).first().waitFor();
    // This phone is still signed in after a reload.
    await p.reload();
    await devicesList(p).getByText('Safari 17 on iPhone').waitFor();
    expectNothingWentWrong(mine);
    await laptop.context.close();
  });
});
