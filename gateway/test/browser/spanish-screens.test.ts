import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { BurdenQuestions, type RouteBody } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import { signUp, strongPassword, type SignedUpCaregiver, type TestStack } from '@tend/test-stack';
import { signInWithToken } from './support/admin';
import { expectNothingWentWrong, PHONE, screenshot, type TestPage } from './support/browser';
import { englishOnly, foundIn, pageLanguage, shownTexts, spanish } from './support/catalogue';
import { expectLinksWhole } from './support/layout';
import { browserSuite, homeServices } from './support/suite';

const chicago = 'America/Chicago';
const hoursAgo = (hours: number) => DateTime.now().minus({ hours }).toUTC().toISO() ?? '';
const tomorrowAt = (time: string) =>
  `${DateTime.now().setZone(chicago).plus({ days: 1 }).toISODate() ?? ''}T${time}`;

/** Every check-in answer scored `score` (0 lightest, 4 heaviest). */
const checkInScoring = (score: number) =>
  Object.fromEntries(
    BurdenQuestions.map((q) => [
      q.id,
      { value: q.options.find((o) => o.score === score)?.value ?? '', comment: null },
    ]),
  );

/** The parts every signed-in screen draws on besides its own: the frame, shared words, refusals. */
const frame = ['app', 'common', 'refusals'];

/**
 * Every screen beyond the main journey in Spanish (issue 48): Rosa, whose account and browser speak
 * Spanish (es-US), at phone size, visits each with real data behind it — her mother Carmen's circle,
 * medicines, care log and doctor's page, her notifications, profile, settings, help, check-ins, the
 * resources, the coach's safety page, the legal pages, an address that does not exist, and a
 * refusal from the API; Lucía, new, mistypes her password and sends onboarding empty. On each
 * screen no English text of the catalogue parts it uses shows, and `<html lang>` is es-US.
 */
describe('a Spanish-speaking caregiver on every other screen', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let rosa: SignedUpCaregiver;
  let ana: SignedUpCaregiver;
  let lucia: SignedUpCaregiver;
  let rosaTab: TestPage;
  let luciaTab: TestPage;
  let recipientId: string;
  let medicationId: string;
  let checkInId: string;
  const recipientPath = (rest = '') => `${stack.url}/recipients/${recipientId}${rest}`;
  const inCircle = (who: SignedUpCaregiver) => ({
    token: who.token,
    params: { id: recipientId },
  });

  /**
   * The page shows `shown` (a heading by its name, or any element), says it is Spanish, and shows no English text of `parts` (nor of
   * the frame's); then it is pictured as `name`.
   */
  async function inSpanish(
    p: Page,
    name: string,
    shown: string | Locator,
    parts: string[],
  ): Promise<void> {
    const element =
      typeof shown === 'string' ? p.getByRole('heading', { name: shown, exact: true }) : shown;
    await element.first().waitFor();
    expect(await pageLanguage(p)).toBe('es-US');
    await screenshot(p, `spanish-${name}`);
    expect(foundIn(await shownTexts(p), englishOnly([...parts, ...frame]))).toEqual([]);
  }

  beforeAll(async () => {
    stack = await suite.start([...homeServices, 'discovery']);
    [rosa, ana, lucia] = await Promise.all([
      signUp(stack, 'Rosa', 'Garza'),
      signUp(stack, 'Ana', 'Garza'),
      signUp(stack, 'Lucia', 'Reyes'),
    ]);
    for (const who of [rosa, lucia])
      await stack.call('setLanguage', { token: who.token, body: { language: 'es-US' } });
    const now = new Date().toISOString();
    await stack.call('saveProfile', {
      token: rosa.token,
      body: {
        name: 'Rosa Garza',
        location: 'Dallas, TX',
        isOnboardingComplete: true,
        agreedToTermsAt: now,
        agreedToPrivacyAt: now,
        consentedToDataUsageAt: now,
      },
    });
    recipientId = (
      await stack.call('createRecipient', {
        token: rosa.token,
        body: { name: 'Carmen', relationship: 'parent', conditions: ['diabetes'] },
      })
    ).id;
    await stack.call('updateCircle', { ...inCircle(rosa), body: { timeZone: chicago } });
    const { token } = await stack.call('createInvitation', {
      ...inCircle(rosa),
      body: { role: 'family' },
    });
    await stack.call('acceptInvitation', { token: ana.token, params: { token } });
    await stack.call('createInvitation', {
      ...inCircle(rosa),
      body: { role: 'helper', email: 'vecina.lupe@example.com' },
    });
    await stack.call('createTask', {
      ...inCircle(rosa),
      body: {
        kind: 'appointment',
        title: 'Cita con la doctora Ruiz',
        startsAt: tomorrowAt('10:00'),
        durationMinutes: 60,
        place: 'Clínica del Norte',
        notes: null,
        recurrence: null,
        assigneeUserId: null,
      },
    });
    // Ana's news reaches Rosa's inbox.
    await stack.call('postUpdate', {
      ...inCircle(ana),
      body: { text: 'Mamá comió bien hoy y salimos a caminar.' },
    });
    medicationId = (
      await stack.call('createMedication', {
        ...inCircle(rosa),
        body: {
          name: 'Metformin',
          strength: '500 mg',
          form: 'tablet',
          dose: { amount: 1, unit: 'tablet' },
          schedule: { kind: 'scheduled', times: ['08:00', '20:00'] },
          purpose: 'Diabetes',
        } satisfies RouteBody<'createMedication'>,
      })
    ).id;
    for (const [hours, mgdl, systolic] of [
      [72, 131, 128],
      [48, 150, 138],
      [24, 118, 133],
      [3, 126, 141],
    ]) {
      await stack.call('addCareLogEntry', {
        ...inCircle(rosa),
        body: { kind: 'blood-sugar', mgdl, at: hoursAgo(hours) },
      });
      await stack.call('addCareLogEntry', {
        ...inCircle(rosa),
        body: { kind: 'blood-pressure', systolic, diastolic: 84, at: hoursAgo(hours + 1) },
      });
      await stack.call('addCareLogEntry', {
        ...inCircle(rosa),
        body: { kind: 'mood', mood: mgdl > 130 ? 'low' : 'good', at: hoursAgo(hours + 2) },
      });
    }
    // A weight typed 1 for 4, then corrected: its history is on the log.
    const { id: weighed } = await stack.call('addCareLogEntry', {
      ...inCircle(rosa),
      body: { kind: 'weight', pounds: 118, at: hoursAgo(5) },
    });
    await stack.call('updateCareLogEntry', {
      token: rosa.token,
      params: { id: recipientId, entryId: weighed },
      body: { kind: 'weight', pounds: 148, note: 'Con zapatos.' },
    });
    await stack.call('submitAssessment', {
      token: rosa.token,
      body: { responses: checkInScoring(1) },
    });
    checkInId = (
      await stack.call('submitAssessment', {
        token: rosa.token,
        body: { responses: checkInScoring(2) },
      })
    ).id;
    await eventually(
      async () => (await stack.call('listNotifications', { token: rosa.token })).items.length > 0,
      15_000,
      'Rosa to be told of Ana’s news',
    );
    [rosaTab, luciaTab] = await Promise.all([
      suite.newPage(PHONE, 'es-US'),
      suite.newPage(PHONE, 'es-US'),
    ]);
    await signInWithToken(rosaTab, stack.url, rosa.token, spanish('account', 'login.title'));
  }, 180_000);

  afterEach(() => {
    expectNothingWentWrong(rosaTab);
    expectNothingWentWrong(luciaTab);
  });

  it('refuses Lucía’s wrong password in Spanish', async () => {
    const p = luciaTab.page;
    await p.goto(`${stack.url}/login`);
    await p.getByLabel(spanish('account', 'auth.email'), { exact: true }).fill(lucia.email);
    await p
      .getByLabel(spanish('account', 'auth.password'), { exact: true })
      .fill(`${strongPassword}x`);
    await p.getByRole('button', { name: spanish('account', 'login.submit') }).click();
    await p.getByText(spanish('account', 'login.invalid')).waitFor();
    await inSpanish(p, 'sign-in-refused', spanish('account', 'login.title'), ['account']);
  });

  it('tells Lucía in Spanish what her empty onboarding form still needs', async () => {
    const p = luciaTab.page;
    await p.getByLabel(spanish('account', 'auth.password'), { exact: true }).fill(strongPassword);
    await p.getByRole('button', { name: spanish('account', 'login.submit') }).click();
    // Signed in, she is home; her profile is what onboarding asks for.
    await p.waitForURL(`${stack.url}/`);
    await p.goto(`${stack.url}/onboarding`);
    await p
      .getByRole('heading', { name: spanish('onboarding', 'onboarding.firstRun.title') })
      .waitFor();
    await p
      .getByRole('button', { name: spanish('onboarding', 'onboarding.firstRun.submit') })
      .click();
    await p
      .getByText(spanish('onboarding', 'onboarding.error.location'), { exact: true })
      .waitFor();
    await inSpanish(p, 'onboarding-empty', spanish('onboarding', 'onboarding.firstRun.title'), [
      'onboarding',
    ]);
  });

  it.each([
    ['circle', '/circle', 'circle.members.title'],
    ['tasks', '/tasks', 'circle.tasks.title'],
    ['calendar', '/calendar', 'circle.calendar.title'],
    ['updates', '/updates', 'circle.updates.title'],
  ])('shows Carmen’s %s in Spanish', async (name, rest, heading) => {
    const p = rosaTab.page;
    await p.goto(recipientPath(rest));
    await inSpanish(p, `circle-${name}`, spanish('circle', heading), [
      'circle',
      'medications',
      'careLog',
    ]);
    // Spanish names are longer ("Calendario"): every section is still whole on the phone.
    await expectLinksWhole(
      p.getByRole('navigation', { name: spanish('circle', 'circle.sections') }),
      ['tasks', 'updates', 'circle', 'profile', 'calendar'].map((key) =>
        spanish('circle', `circle.section.${key}`),
      ),
    );
  });

  it('shows the circle’s members and its pending invitation', async () => {
    const p = rosaTab.page;
    await p.goto(recipientPath('/circle'));
    await p.getByRole('heading', { name: spanish('circle', 'circle.pending.title') }).waitFor();
    await p.getByText('vecina.lupe@example.com').waitFor();
    // Ana, who accepted, by the name she signed up with.
    await p.getByText('Ana', { exact: true }).waitFor();
  });

  it.each([
    ['medicines', '/medications', 'medications.list.title'],
    ['today', '/doses', 'medications.today.title'],
  ])('shows Carmen’s %s in Spanish', async (name, rest, heading) => {
    const p = rosaTab.page;
    await p.goto(recipientPath(rest));
    await inSpanish(p, name, spanish('medications', heading, { name: 'Carmen' }), [
      'medications',
      'careLog',
    ]);
  });

  it('shows a medicine’s history in Spanish', async () => {
    const p = rosaTab.page;
    await p.goto(recipientPath(`/medications/${medicationId}`));
    await inSpanish(p, 'medicine-history', spanish('medications', 'medications.history.title'), [
      'medications',
      'careLog',
    ]);
  });

  it('shows the care log, an entry and the charts in Spanish', async () => {
    const p = rosaTab.page;
    await p.goto(recipientPath('/care-log'));
    await p.getByRole('heading', { name: spanish('careLog', 'careLog.charts.title') }).waitFor();
    await p.getByRole('heading', { name: spanish('careLog', 'careLog.recent.title') }).waitFor();
    await p.getByRole('img', { name: /^Ánimo: 4 anotaciones, de Bajo a Bien/ }).waitFor();
    await p.getByRole('button', { name: /^Editado: el historial de Peso 148 lb, / }).click();
    await p.getByText('Antes: Peso 118 lb').waitFor();
    await inSpanish(p, 'care-log', spanish('careLog', 'careLog.title', { name: 'Carmen' }), [
      'careLog',
      'medications',
    ]);
  });

  it('shows the doctor’s page in Spanish', async () => {
    const p = rosaTab.page;
    await p.goto(recipientPath('/visit-summary'));
    await inSpanish(
      p,
      'visit-summary',
      spanish('careLog', 'careLog.visit.title', { name: 'Carmen' }),
      ['careLog', 'medications', 'assessment', 'checkInSummary'],
    );
  });

  it('shows her notifications in Spanish', async () => {
    const p = rosaTab.page;
    await p.goto(`${stack.url}/notifications`);
    await p.getByText('Ana', { exact: false }).first().waitFor();
    await inSpanish(p, 'notifications', spanish('notifications', 'notifications.title'), [
      'notifications',
    ]);
  });

  it('shows her profile in Spanish', async () => {
    const p = rosaTab.page;
    await p.goto(`${stack.url}/profile`);
    await p.getByText('Rosa Garza').first().waitFor();
    await inSpanish(p, 'profile', spanish('profile', 'profile.title'), ['profile', 'onboarding']);
  });

  it('shows each section of Settings in Spanish', async () => {
    const p = rosaTab.page;
    await p.goto(`${stack.url}/settings`);
    for (const section of [
      'comms',
      'privacy',
      'email',
      'password',
      'devices',
      'download',
      'danger',
    ])
      await p
        .getByRole('heading', { name: spanish('settings', `settings.${section}.title`) })
        .waitFor();
    await inSpanish(p, 'settings', spanish('settings', 'settings.title'), ['settings', 'account']);
  });

  it('shows the server’s refusal of a wrong current password in Spanish', async () => {
    const p = rosaTab.page;
    const form = p.getByRole('form', { name: spanish('settings', 'settings.changePassword.form') });
    await form.locator('input[type="password"]').nth(0).fill('NotMyPassword1!');
    await form.locator('input[type="password"]').nth(1).fill('Caring4Carmen!');
    await form
      .getByRole('button', { name: spanish('settings', 'settings.changePassword.submit') })
      .click();
    await form.getByText(spanish('refusals', 'refusal.password.incorrect')).waitFor();
    await inSpanish(p, 'settings-refusal', spanish('settings', 'settings.title'), [
      'settings',
      'account',
    ]);
    const refused = rosaTab.failedCalls.splice(0);
    expect(refused).toEqual([expect.stringMatching(/^4\d\d POST \/api\/.*password/)]);
  });

  it('opens help from the bottom bar, in Spanish', async () => {
    const p = rosaTab.page;
    await p
      .getByRole('navigation', { name: spanish('app', 'app.nav.label') })
      .getByRole('button', { name: spanish('app', 'app.nav.support') })
      .click();
    const dialog = p.getByRole('dialog', { name: spanish('support', 'support.title') });
    await inSpanish(p, 'support', dialog, ['support', 'settings']);
    await p.keyboard.press('Escape');
    await p.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('shows a check-in with her history in Spanish', async () => {
    const p = rosaTab.page;
    await p.goto(`${stack.url}/assessment?result=${checkInId}`);
    await inSpanish(p, 'check-in-history', spanish('assessment', 'assessment.history.title'), [
      'assessment',
      'checkInSummary',
    ]);
  });

  it.each([
    ['resources', '/resources', 'resources', 'resources.title'],
    ['coach-safety', '/coach-safety', 'coachSafety', 'coachSafety.title'],
    ['terms', '/terms-of-service', 'legal', 'legal.doc.terms.title'],
    ['privacy', '/privacy-policy', 'legal', 'legal.doc.privacy.title'],
    ['consent', '/consent-notice', 'legal', 'legal.doc.consent.title'],
    ['not-found', '/no-such-page', 'common', 'notFound.title'],
  ])('shows %s in Spanish', async (name, address, part, heading) => {
    const p = rosaTab.page;
    await p.goto(`${stack.url}${address}`);
    await inSpanish(p, name, spanish(part, heading), [part]);
  });
});
