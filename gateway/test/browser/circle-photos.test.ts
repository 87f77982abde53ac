import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { routeUrl } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import {
  joinCircle,
  recipientWithCircle,
  signUp,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { AccessibilityAudit } from './support/axe';
import {
  expectNothingWentWrong,
  PHONE,
  repoRoot,
  screenshots,
  type InPage,
  type TestPage,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';

const photo = {
  name: 'garden.png',
  mimeType: 'image/png',
  buffer: readFileSync(path.join(repoRoot, 'services/care-circle/test/data/garden.png')),
};

/** The picture's drawn width, or 0 while it has not loaded (or could not be). */
function loadedWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => {
    const img = element as unknown as { complete: boolean; naturalWidth: number };
    return img.complete ? img.naturalWidth : 0;
  });
}

/**
 * A photo on a circle update, at phone size (issue 46, item 4): Ana posts how Mom is doing with a
 * photo from her phone (previewed, removed, chosen again); her brother Luis, family in Mom's
 * circle, sees the photo in his feed; Kim, in no circle of Mom's, asks for the file and gets a 404.
 */
describe('a photo on a circle update', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let ana: SignedUpCaregiver;
  let luis: SignedUpCaregiver;
  let kim: SignedUpCaregiver;
  let recipientId: string;
  let anaTab: TestPage;
  let luisTab: TestPage;
  let updateId: string;
  const words = 'Mom planted tomatoes in the garden today.';
  const audit = new AccessibilityAudit();
  const updatesPage = () => `${stack.url}/recipients/${recipientId}/updates`;

  beforeAll(async () => {
    stack = await suite.start(homeServices, { REMINDER_SWEEP_SECONDS: '3600' });
    [ana, luis, kim] = await Promise.all([
      signUp(stack, 'Ana'),
      signUp(stack, 'Luis'),
      signUp(stack, 'Kim'),
    ]);
    recipientId = await recipientWithCircle(stack, ana.token, {
      name: 'Mom',
      relationship: 'parent',
      conditions: ['mobility_issues'],
    });
    await joinCircle(stack, { ownerToken: ana.token, recipientId }, luis, 'family');
    [anaTab, luisTab] = await Promise.all([suite.newPage(PHONE), suite.newPage(PHONE)]);
    await signInWithToken(anaTab, stack.url, ana.token);
    await signInWithToken(luisTab, stack.url, luis.token);
  }, 120_000);

  afterEach(() => {
    expectNothingWentWrong(anaTab);
    expectNothingWentWrong(luisTab);
  });

  it('lets the owner add a photo from her phone, see it, remove it, and post it', async () => {
    const p = anaTab.page;
    await p.goto(updatesPage());
    await p.getByLabel('How is Mom doing?').fill(words);
    const picker = p.getByTestId('update-file-input');
    // On a phone this offers the camera as well as the photos.
    expect(await picker.getAttribute('accept')).toBe('image/*,application/pdf');
    await p.getByRole('button', { name: 'Add a photo' }).waitFor();
    await picker.setInputFiles(photo);
    const preview = p.getByAltText('The photo you are adding');
    await preview.waitFor();
    await p.getByRole('button', { name: 'Remove garden.png' }).click();
    await preview.waitFor({ state: 'detached' });
    await picker.setInputFiles(photo);
    await preview.waitFor();
    await screenshots(p, 'circle-photo-preview');
    await audit.check(p, 'a photo chosen for an update');
    expect(audit.takeNew()).toEqual([]);
    await p.getByRole('button', { name: 'Post update' }).click();

    const posted = p.getByTestId('update-card').filter({ hasText: words }).getByAltText(words);
    await posted.waitFor();
    await eventually(async () => (await loadedWidth(posted)) === 480, 10_000, 'the photo drawn');
    await preview.waitFor({ state: 'detached' });
    const feed = await stack.call('listUpdates', {
      token: ana.token,
      params: { id: recipientId },
    });
    updateId = feed[0]?.id ?? '';
    expect(feed[0]?.file).toMatchObject({ name: 'garden.png', photo: true });
  }, 60_000);

  it('shows her brother the photo in his feed, at the width of his phone', async () => {
    const p = luisTab.page;
    await p.goto(updatesPage());
    const image = p.getByTestId('update-card').filter({ hasText: words }).getByAltText(words);
    await image.waitFor();
    await eventually(async () => (await loadedWidth(image)) === 480, 10_000, 'the photo drawn');
    const box = await image.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    const width = await p.evaluate(
      () => (globalThis as unknown as InPage).document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshots(p, 'circle-photo-feed');
    await audit.check(p, 'the feed with a photo');
    expect(audit.takeNew()).toEqual([]);
  }, 60_000);

  it('answers a stranger asking for the file with a 404, and nobody signed out with a 401', async () => {
    const address = routeUrl('downloadUpdateFile', { id: recipientId, updateId });
    const stranger = await stack.api('GET', address, { token: kim.token });
    expect([stranger.status, stranger.body]).toMatchObject([
      404,
      { message: 'We could not find that care circle.' },
    ]);
    expect((await stack.api('GET', address)).status).toBe(401);
    expect((await stack.api('GET', address, { token: luis.token })).status).toBe(200);
  });
});
