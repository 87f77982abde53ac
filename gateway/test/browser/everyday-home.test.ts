import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  BurdenQuestions,
  CrawlFinished,
  DataExportReady,
  type BurdenQuestionId,
} from '@tend/contracts';
import { RemindersService } from '@tend/notifications';
import { eventually } from '@tend/platform/testing';
import {
  publishEvent,
  signUp,
  signUpSuperAdmin,
  type TestStack,
  type SignedUpCaregiver,
} from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { AccessibilityAudit } from './support/axe';
import { expectNothingWentWrong, PHONE, screenshots, type TestPage } from './support/browser';
import { browserSuite, homeServices } from './support/suite';
import { expectWholeAtLargeText } from './support/large-text';
import { longDate } from './support/long-date';

const day = 24 * 3600 * 1000;

/** Every question answered with the option of the given score (2 unless named), with comments. */
function checkInAnswers(
  scores: Partial<Record<BurdenQuestionId, number>>,
  comments: Partial<Record<BurdenQuestionId, string>> = {},
) {
  return Object.fromEntries(
    BurdenQuestions.map((q) => {
      const option = q.options.find((o) => o.score === (scores[q.id] ?? 2));
      return [q.id, { value: option?.value ?? '', comment: comments[q.id] ?? null }];
    }),
  );
}

/**
 * A tired caregiver's everyday screens (issue 33, items 12 to 15): Home shows her own last
 * check-in, the person she cares for and her unread count; notifications open what they are
 * about; Edit Profile edits rather than onboards again; a check-in's result says what weighs most,
 * keeps her words, and can be found again.
 */
describe('everyday: home, notifications, edit profile, check-in results', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let tab: TestPage;
  let caregiver: SignedUpCaregiver;
  let firstCheckIn: { id: string; completedAt: string; score: number; level: string };
  const audit = new AccessibilityAudit();
  const page = (): Page => tab.page;

  const unreadCount = async (token: string) =>
    (await stack.call('listNotifications', { token })).unreadCount;
  const notifications = async (token: string) =>
    (await stack.call('listNotifications', { token })).items;

  beforeAll(async () => {
    stack = await suite.start([...homeServices, 'discovery']);
    caregiver = await signUp(stack, 'Dolores', 'Marquez');
    const token = caregiver.token;
    const at = new Date().toISOString();
    await stack.call('saveProfile', {
      token,
      body: {
        name: 'Dolores Marquez',
        location: 'Paterson, NJ',
        phoneNumber: null,
        isOnboardingComplete: true,
        agreedToTermsAt: at,
        agreedToPrivacyAt: at,
        consentedToDataUsageAt: at,
      },
    });
    await stack.call('createRecipient', {
      token,
      body: {
        name: 'Walter',
        relationship: 'parent',
        conditions: ['dementia'],
        insuranceType: 'medicare',
      },
    });
    firstCheckIn = await stack.call('submitAssessment', {
      token,
      body: { responses: checkInAnswers({ financial_strain: 4 }) },
    });
    // Welcome, profile set up, check-in saved.
    await eventually(async () => (await unreadCount(token)) === 3, 15_000, 'three notifications');
    tab = await suite.newPage(PHONE);
    await signInWithToken(tab, stack.url, token);
  }, 180_000);

  afterEach(() => {
    expectNothingWentWrong(tab);
    expect(audit.takeNew()).toEqual([]);
  });

  it('Home shows her last check-in with a Check in action, who she cares for, and her unread count', async () => {
    const p = page();
    await p.goto(`${stack.url}/`);
    await p.getByRole('heading', { name: 'Hi, Dolores', level: 1 }).waitFor();
    await p.getByText('Caring for Walter').waitFor();
    await p.getByRole('link', { name: /^Notifications ?, 3 unread$/ }).waitFor();

    const checkIn = p.getByRole('region', { name: 'Your check-in' });
    await checkIn
      .getByText(
        `${firstCheckIn.score} ${firstCheckIn.level} burden, on ${longDate(firstCheckIn.completedAt)}`,
      )
      .waitFor();
    expect(await checkIn.getByRole('link', { name: 'Check in' }).getAttribute('href')).toBe(
      '/assessment?new=1',
    );
    await audit.check(p, 'home with a check-in');
    await screenshots(p, 'everyday-home');

    // At 200% text the card and the header still fit the phone, nothing clipped.
    await expectWholeAtLargeText(p, () =>
      p.getByRole('region', { name: 'Your check-in' }).getByText('Check in').waitFor(),
    );

    await checkIn.getByRole('link', { name: 'Check in' }).click();
    await p.getByText('Question 1 of 10').waitFor();
  }, 90_000);

  it('opens what each notification is about, and the bell counts down as they are read', async () => {
    const p = page();
    const token = caregiver.token;
    await publishEvent(stack, DataExportReady, {
      exportId: randomUUID(),
      userId: caregiver.userId,
      readyAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + day).toISOString(),
    });
    // A week on, the weekly tip.
    await stack
      .service('email-worker')
      .app.get(RemindersService)
      .sweep(new Date(Date.now() + 8 * day));
    await eventually(async () => (await unreadCount(token)) === 5, 15_000, 'five notifications');

    await p.goto(`${stack.url}/notifications`);
    await p.getByText('5 unread').waitFor();
    await audit.check(p, 'notifications');
    await screenshots(p, 'everyday-notifications');

    // The check-in's notice opens that check-in's result.
    await p.getByRole('button', { name: /Your check-in result/ }).click();
    await p.waitForURL(`**/assessment?result=${firstCheckIn.id}`);
    await p.getByRole('heading', { name: 'Your results' }).waitFor();

    // The copy of her data opens Settings at its download, in view.
    await p.goto(`${stack.url}/notifications`);
    await p.getByRole('button', { name: /Your copy of your data is ready/ }).click();
    await p.waitForURL('**/settings#download-data');
    const download = p.getByRole('heading', { name: 'Download my data' });
    await download.waitFor();
    await eventually(
      async () => {
        const box = await download.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      },
      5_000,
      '"Download my data" in view',
    );

    // A reminder opens the check-in.
    await p.goto(`${stack.url}/notifications`);
    const tips = await notifications(token);
    const reminder = tips.find((n) => n.type === 'reminder');
    if (!reminder) throw new Error('no reminder');
    expect(reminder.link).toBe('/assessment');
    await p.getByRole('button', { name: new RegExp(reminder.title) }).click();
    await p.waitForURL('**/assessment');
    await p.getByRole('heading', { name: 'Caregiver Check-in', level: 1 }).waitFor();

    // Three read: the bell on Home says so.
    await p.goto(`${stack.url}/`);
    await p.getByRole('link', { name: /^Notifications ?, 2 unread$/ }).waitFor();
  }, 90_000);

  it("opens a crawl notice at the admin's Discovery Jobs tab", async () => {
    const admin = await signUpSuperAdmin(stack, 'Ada');
    await publishEvent(stack, CrawlFinished, {
      jobId: randomUUID(),
      sourceId: randomUUID(),
      sourceName: 'Family Caregiver Alliance',
      status: 'completed',
      counts: {
        urlsDiscovered: 3,
        urlsProcessed: 3,
        urlsSucceeded: 3,
        documentsPublished: 2,
        documentsRemoved: 0,
      },
      error: null,
      finishedAt: new Date().toISOString(),
    });
    await eventually(
      async () => (await notifications(admin.token)).some((n) => n.title.startsWith('Crawl')),
      15_000,
      'the crawl notice',
    );
    const adminTab = await suite.newPage(PHONE);
    try {
      await signInWithToken(adminTab, stack.url, admin.token);
      const p = adminTab.page;
      await p.goto(`${stack.url}/notifications`);
      await p.getByRole('button', { name: /Crawl finished: Family Caregiver Alliance/ }).click();
      await p.waitForURL('**/admin/discovery?tab=jobs');
      await p.getByRole('tab', { name: 'Discovery Jobs', selected: true }).waitFor();
      expectNothingWentWrong(adminTab);
    } finally {
      await adminTab.context.close();
    }
  }, 90_000);

  it('Edit Profile edits her answers, shows her agreements as given, and saves', async () => {
    const p = page();
    const before = await stack.call('getProfile', { token: caregiver.token });
    await p.goto(`${stack.url}/profile`);
    await p.getByRole('link', { name: 'Edit Profile' }).click();
    await p.getByRole('heading', { name: 'Edit your profile', level: 1 }).waitFor();
    expect(await p.getByRole('button', { name: 'Skip for now' }).count()).toBe(0);
    expect(await p.getByText('Welcome to Tend').count()).toBe(0);
    const location = p.getByLabel('Location');
    await eventually(async () => (await location.inputValue()) === 'Paterson, NJ', 5_000);
    await p
      .getByText(`You accepted the Terms of Service on ${longDate(before.agreedToTermsAt ?? '')}.`)
      .waitFor();
    expect(await p.getByRole('checkbox', { name: 'I accept the Terms of Service' }).count()).toBe(
      0,
    );
    await audit.check(p, 'edit profile');
    await screenshots(p, 'everyday-profile-edit');
    await expectWholeAtLargeText(p, () =>
      p.getByRole('heading', { name: 'Edit your profile', level: 1 }).waitFor(),
    );

    await location.fill('Clifton, NJ');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.waitForURL('**/profile');
    await p.getByText('Clifton, NJ').first().waitFor();
    const after = await stack.call('getProfile', { token: caregiver.token });
    // Her agreement keeps the day she gave it.
    expect(after.agreedToTermsAt).toBe(before.agreedToTermsAt);
  }, 90_000);

  it('a check-in opens with an intro and ends with what weighs most, her words, support and her history', async () => {
    const p = page();
    await p.goto(`${stack.url}/assessment`);
    // She has checked in before: a choice, not question 1.
    await p.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await p.getByText('Question 1 of 10').count()).toBe(0);
    await audit.check(p, 'assessment: welcome back');
    await p.getByRole('button', { name: 'Start a new check-in' }).click();

    await p
      .getByText('Ten short questions about how you are doing, about two minutes.', {
        exact: false,
      })
      .waitFor();
    for (const [index, item] of BurdenQuestions.entries()) {
      await p.getByText(`Question ${index + 1} of 10`).waitFor();
      const heavy = item.id === 'sleep_disruption' || item.id === 'personal_time';
      const option = item.options.find((o) => o.score === (heavy ? 4 : 1));
      if (!option) throw new Error(`no option for ${item.id}`);
      await p.getByRole('radio', { name: option.label, exact: true }).click();
      if (item.id === 'sleep_disruption')
        await p
          .getByLabel('Anything you want to add? (optional)')
          .fill('Walter wakes up at 2am most nights.');
      const last = index === BurdenQuestions.length - 1;
      await p.getByRole('button', { name: last ? 'See my results' : 'Next' }).click();
    }

    const results = p.getByRole('region', { name: 'Your results' });
    const areas = results.getByRole('list', { name: 'What weighs most' });
    await areas.waitFor();
    expect(await areas.getByRole('listitem').allInnerTexts()).toEqual([
      'Sleep',
      'Time for yourself',
    ]);
    await results.getByText('Walter wakes up at 2am most nights.').waitFor();
    expect(
      await results
        .getByRole('link', { name: 'Talk it over with your care coach' })
        .getAttribute('href'),
    ).toBe('/ai-coach');
    await results.getByRole('link', { name: /Eldercare Locator/ }).waitFor();
    await audit.check(p, 'assessment: results');
    await screenshots(p, 'everyday-check-in-results');
    await expectWholeAtLargeText(p, () =>
      results.getByRole('list', { name: 'What weighs most' }).waitFor(),
    );

    // The history reopens the first check-in's whole result.
    const history = p.getByRole('region', { name: 'Your check-ins over time' });
    await history
      .getByRole('link', { name: new RegExp(longDate(firstCheckIn.completedAt)) })
      .last()
      .click();
    await p.waitForURL(`**/assessment?result=${firstCheckIn.id}`);
    await results.getByRole('list', { name: 'What weighs most' }).getByText('Money').waitFor();

    // Back at /assessment: her last result is one tap away.
    await p.goto(`${stack.url}/assessment`);
    await p.getByRole('link', { name: 'See your last result' }).click();
    await results.getByText('Walter wakes up at 2am most nights.').waitFor();
    // 5 s alone; over 120 s once in a full CI run (stop 56) after the check-in's buttons stopped
    // being sticky. Its cause is not found yet: the limit is raised until it is (see the notes).
  }, 240_000);
});
