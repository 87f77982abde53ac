/**
 * Screenshots of the main screens at 390 px and 1280 px wide, for looking at (not a test).
 * Serves web/dist with `vite preview`, stubs /api/* in the page, and writes web/test-output/*.png.
 * Usage: npm run build -w web && npx tsx web/scripts/screenshots.ts [es-US]
 * With `es-US` the browser asks for US Spanish (its language and the switch's choice), the files
 * end in `-es`, and a desktop is 1280x800. `SHOTS=name,name` takes only those.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page, type Route } from 'playwright-core';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(webDir, 'test-output');
const PORT = 4179;
/** The language the browser reads in: its own and the one chosen on the device before. */
const language = process.argv[2] === 'es-US' ? 'es-US' : undefined;
const BASE = `http://127.0.0.1:${PORT}`;

const user = {
  id: '6f1c2a3e-0b7d-4c1e-9a55-1d2f3e4a5b6c',
  firstName: 'Dana',
  lastName: 'Rivera',
  email: 'dana.rivera@example.com',
  profileImageUrl: null,
  createdAt: '2025-09-01T12:00:00.000Z',
  analyticsConsent: true,
  role: 'user',
  // The account speaks the language the screenshots are taken in (it wins over the device's).
  language: language ?? 'en',
};
const now = Date.now();
const api: Record<string, unknown> = {
  '/api/profile': {
    name: 'Dana Rivera',
    location: 'Newark, NJ',
    phoneNumber: '(973) 555-0142',
    isOnboardingComplete: true,
    agreedToTermsAt: null,
    agreedToPrivacyAt: null,
    consentedToDataUsageAt: null,
    careCoachAvatar: 'latino_female',
  },
  '/api/recipients': [
    {
      id: 'r1',
      name: 'Rosa Rivera',
      relationship: 'parent',
      conditions: ['dementia', 'mobility_issues'],
      insuranceType: 'medicare_medicaid',
    },
  ],
  '/api/assessments': [
    {
      id: 'a1',
      responses: {},
      score: 48,
      level: 'Moderate',
      recommendations: [],
      recommendationKeys: [],
      completedAt: '2025-10-03T10:00:00.000Z',
    },
  ],
  '/api/eligibility': [{ programType: 'medicaid_pas', eligibilityScore: 75, status: 'assessed' }],
  '/api/chat/conversations': [],
  '/api/auth/sessions': [
    {
      id: '3b9a6c1e-2d4f-4e8a-9b7c-5d6e7f8a9b0c',
      createdAt: '2025-09-01T12:00:00.000Z',
      expiresAt: new Date(now + 30 * 86400e3).toISOString(),
      userAgent: null,
      device: 'Android phone',
      browser: 'Chrome 131',
      lastSeenAt: new Date(now - 600e3).toISOString(),
      current: true,
    },
  ],
  '/api/resources': { total: 0, categories: [] },
  '/api/communication-settings': {
    emailNotifications: true,
    smsNotifications: false,
    pushNotifications: true,
    tipNotifications: true,
  },
  '/api/notifications': {
    items: [
      {
        id: 'n1',
        type: 'reminder',
        title: 'Time for a check-in',
        message: 'It has been a month since your last caregiver assessment.',
        timestamp: new Date(now - 3600e3).toISOString(),
        read: false,
      },
      {
        id: 'n2',
        type: 'success',
        title: 'Profile complete',
        message: 'Your caregiver profile is set up.',
        timestamp: new Date(now - 86400e3).toISOString(),
        read: false,
      },
      {
        id: 'n3',
        type: 'alert',
        title: 'New sign-in',
        message: 'A new sign-in to your account from Chrome on Android.',
        timestamp: new Date(now - 3 * 86400e3).toISOString(),
        read: true,
      },
      {
        id: 'n4',
        type: 'other',
        title: 'Welcome to Tend',
        message: 'We are glad you are here.',
        timestamp: new Date(now - 9 * 86400e3).toISOString(),
        read: true,
      },
    ],
    unreadCount: 2,
    nextCursor: null,
  },
};

async function stub(page: Page, { signedIn, flag }: { signedIn: boolean; flag: boolean }) {
  await page.route('**/api/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname === '/api/config')
      return json({
        eligibilityEnabled: flag,
        analyticsMeasurementId: null,
        supportEmail: 'support@tend.care',
        maxUploadMb: 10,
        coachOffline: true,
      });
    if (url.pathname === '/api/auth/user')
      return signedIn ? json(user) : route.fulfill({ status: 401, body: 'Unauthorized' });
    if (url.pathname.startsWith('/api/unsubscribe/'))
      return json({
        success: true,
        message: 'Unsubscribed',
        email: 'dana.rivera@example.com',
        emailType: 'tips',
      });
    if (url.pathname in api)
      return signedIn ? json(api[url.pathname]) : route.fulfill({ status: 401, body: '' });
    return json({});
  });
}

interface Shot {
  name: string;
  path: string;
  signedIn: boolean;
  flag: boolean;
  action?: (page: Page) => Promise<void>;
}

const shots: Shot[] = [
  { name: 'landing-flag-on', path: '/', signedIn: false, flag: true },
  { name: 'landing-flag-off', path: '/', signedIn: false, flag: false },
  { name: 'login', path: '/login', signedIn: false, flag: true },
  { name: 'signup-step1', path: '/signup', signedIn: false, flag: true },
  {
    name: 'signup-step4-password',
    path: '/signup?token=demo',
    signedIn: false,
    flag: true,
    action: async (page) => {
      await page.getByLabel('Password', { exact: true }).fill('Caring2025');
    },
  },
  {
    name: 'signup-step5-agreements',
    path: '/signup?step=5&token=demo',
    signedIn: false,
    flag: true,
  },
  {
    name: 'terms-dialog',
    path: '/signup?step=5&token=demo',
    signedIn: false,
    flag: true,
    action: async (page) => {
      await page.getByRole('button', { name: 'Read Terms of Service' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
    },
  },
  { name: 'home-flag-on', path: '/', signedIn: true, flag: true },
  { name: 'home-flag-off', path: '/', signedIn: true, flag: false },
  { name: 'profile', path: '/profile', signedIn: true, flag: true },
  { name: 'notifications', path: '/notifications', signedIn: true, flag: true },
  { name: 'settings', path: '/settings', signedIn: true, flag: true },
  {
    name: 'support-modal',
    path: '/',
    signedIn: true,
    flag: true,
    action: async (page) => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Support' })
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'delete-dialog',
    path: '/settings',
    signedIn: true,
    flag: true,
    action: async (page) => {
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
    },
  },
  { name: 'unsubscribe', path: '/unsubscribe/demo-token', signedIn: false, flag: true },
  { name: 'unsubscribe-invalid', path: '/unsubscribe/invalid', signedIn: false, flag: true },
  { name: 'privacy-page', path: '/privacy-policy', signedIn: false, flag: true },
  { name: 'assessment', path: '/assessment?new=1', signedIn: true, flag: true },
  { name: 'coach', path: '/ai-coach', signedIn: true, flag: true },
  { name: 'resources', path: '/resources', signedIn: true, flag: true },
  { name: 'coach-safety', path: '/coach-safety', signedIn: false, flag: true },
  { name: 'onboarding', path: '/onboarding', signedIn: true, flag: true },
  { name: 'not-found', path: '/nope', signedIn: false, flag: true },
];

/** SHOTS=login,privacy-page takes only those; all of them without it. */
const only = process.env.SHOTS?.split(',');
const wanted = (shot: Shot) => !only || only.includes(shot.name);

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: webDir,
      stdio: 'ignore',
    },
  );
  try {
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(BASE)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    for (const width of [390, 1280]) {
      // A shot that clicks an English name is taken in English only.
      for (const shot of (language ? shots.filter((s) => !s.action) : shots).filter(wanted)) {
        const context = await browser.newContext({
          viewport: { width, height: width < 500 ? 844 : language ? 800 : 900 },
          deviceScaleFactor: 1,
          locale: language ?? 'en-US',
        });
        if (language)
          await context.addInitScript(
            (chosen) => localStorage.setItem('language', chosen),
            language,
          );
        const page = await context.newPage();
        await stub(page, shot);
        await page.goto(BASE + shot.path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        if (shot.action) {
          await shot.action(page);
          await page.waitForTimeout(400);
        }
        await page.screenshot({
          path: join(outDir, `${shot.name}-${width}${language ? '-es' : ''}.png`),
          fullPage: !shot.action,
        });
        await context.close();
      }
    }
    await browser.close();
    console.log(`Screenshots written to ${outDir}`);
  } finally {
    server.kill();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
