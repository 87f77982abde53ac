/**
 * Screenshots of the part-2 screens (coach, assessment, eligibility, onboarding, admin discovery,
 * resources) at 390 px and 1280 px wide, for looking at (not a test). Serves web/dist with
 * `vite preview`, stubs /api/* in the page, writes web/test-output/part2/*.png.
 * Usage: npm run build -w web && npx tsx web/scripts/screenshots-part2.ts [name-filter]
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page, type Route } from 'playwright-core';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(webDir, 'test-output', 'part2');
const PORT = 4181;
const BASE = `http://127.0.0.1:${PORT}`;
const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';

const user = (role: string) => ({
  id: '6f1c2a3e-0b7d-4c1e-9a55-1d2f3e4a5b6c',
  firstName: 'Dana',
  lastName: 'Rivera',
  email: 'dana.rivera@example.com',
  profileImageUrl: null,
  createdAt: '2025-09-01T12:00:00.000Z',
  analyticsConsent: true,
  role,
});

const msg = (id: number, role: string, content: string, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  conversationId: C1,
  role,
  content,
  attachments: [],
  createdAt: '2025-10-03T21:00:00.000Z',
  userFeedback: null,
  feedback: null,
  feedbackReason: null,
  sources: [],
  offline: false,
  emergency: false,
  ...extra,
});

const answer = `Night-time falls are common with dementia. A few changes help most:

1. **Light the way**: plug-in night lights from the bed to the bathroom.
2. **Clear the floor**: remove loose rugs and cords.
3. **Bed height**: feet flat on the floor when sitting on the edge.

If your mother falls and cannot get up, or hits her head, call 911.`;

const source = (id: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  baseUrl: `https://www.${name.toLowerCase().replace(/[^a-z]+/g, '')}.org/`,
  category: 'Caregiving',
  crawlDepth: 2,
  crawlFrequency: 'weekly',
  allowedPatterns: [],
  blockedPatterns: ['/donate/**'],
  robotsTxtCompliant: status !== 'pending',
  tosReviewed: status === 'approved',
  legalReviewNotes: status === 'approved' ? 'Terms allow linking with attribution.' : null,
  approvalStatus: status,
  isActive: status === 'approved',
  createdAt: '2025-10-01T10:00:00.000Z',
  updatedAt: '2025-10-01T10:00:00.000Z',
  documentCount: status === 'approved' ? 42 : 0,
  ...extra,
});

const job = (id: string, status: string, progress: number, processed: number, ok: number) => ({
  id,
  sourceId: 'aaaaaaaa-0000-4000-8000-000000000002',
  sourceName: 'Family Caregiver Alliance',
  status,
  trigger: 'manual',
  urlsDiscovered: 40,
  urlsProcessed: processed,
  urlsSucceeded: ok,
  progressPercent: progress,
  successRate: 0,
  skipped: { robots: 1, pattern: 2, depth: 0, offSite: 3, duplicate: 0 },
  documentsPublished: ok,
  documentsRemoved: 0,
  errors: [],
  error: null,
  attempts: 1,
  createdAt: '2025-10-03T10:00:00.000Z',
  startedAt: '2025-10-03T10:00:01.000Z',
  finishedAt: null,
});

const api: Record<string, unknown> = {
  '/api/profile': {
    name: 'Dana Rivera',
    location: 'Newark, NJ',
    phoneNumber: null,
    isOnboardingComplete: false,
    agreedToTermsAt: null,
    agreedToPrivacyAt: null,
    consentedToDataUsageAt: null,
    careCoachAvatar: 'latino_female',
  },
  '/api/recipients': [],
  '/api/assessments': [
    {
      id: 'a1',
      score: 68,
      level: 'Moderate',
      recommendations: [],
      completedAt: '2025-07-01T10:00:00.000Z',
      responses: {},
      change: null,
    },
    {
      id: 'a2',
      score: 55,
      level: 'Moderate',
      recommendations: [],
      completedAt: '2025-08-01T10:00:00.000Z',
      responses: {},
      change: -13,
    },
    {
      id: 'a3',
      score: 48,
      level: 'Mild',
      recommendations: [],
      completedAt: '2025-09-02T10:00:00.000Z',
      responses: {},
      change: -7,
    },
    {
      id: 'a4',
      score: 40,
      level: 'Mild',
      recommendations: [],
      completedAt: '2025-10-01T10:00:00.000Z',
      responses: {},
      change: -8,
    },
  ],
  '/api/chat/conversations': [
    {
      id: C1,
      title: 'My mother keeps falling at night',
      createdAt: '2025-10-03T21:00:00.000Z',
      lastMessageAt: '2025-10-03T21:01:00.000Z',
    },
    { id: C2, title: 'Welcome Dana', createdAt: '2025-10-01T10:00:00.000Z', lastMessageAt: null },
  ],
  [`/api/chat/conversations/${C1}/messages`]: [
    msg(1, 'user', 'My mother keeps falling at night. What can I do?', {
      attachments: ['/api/chat/files/abc|care-plan.pdf'],
    }),
    msg(2, 'assistant', answer, {
      sources: [
        { title: 'CDC: Older adult fall prevention', url: 'https://www.cdc.gov/falls/' },
        { title: 'NIA: Preventing falls at home', url: 'https://www.nia.nih.gov/health/falls' },
      ],
      userFeedback: 'positive',
      feedback: 'positive',
    }),
  ],
  [`/api/chat/conversations/${C2}/messages`]: [],
  '/api/discovery/sources': [
    source('aaaaaaaa-0000-4000-8000-000000000001', 'Alzheimers Association', 'pending'),
    source('aaaaaaaa-0000-4000-8000-000000000002', 'Family Caregiver Alliance', 'approved'),
    source('aaaaaaaa-0000-4000-8000-000000000003', 'Old Care Blog', 'emergency_stop'),
  ],
  '/api/discovery/jobs': [
    job('5f3c9a1e-77aa-4bcd-9e01-123456789abc', 'running', 45, 18, 16),
    job('9b1d2c3e-77aa-4bcd-9e01-123456789abc', 'completed', 100, 38, 35),
  ],
  '/api/discovery/sources/aaaaaaaa-0000-4000-8000-000000000001/preflight': {
    sourceId: 'aaaaaaaa-0000-4000-8000-000000000001',
    baseUrl: 'https://www.alzheimersassociation.org/',
    userAgent: 'TendBot/1.0 (+https://tend.care/bot)',
    robots: {
      url: 'https://www.alzheimersassociation.org/robots.txt',
      found: true,
      status: 200,
      baseUrlAllowed: true,
      allow: [],
      disallow: ['/admin'],
      crawlDelaySeconds: 2,
      sitemaps: [],
    },
    sitemap: { urls: [], urlCount: 120, inScopeUrlCount: 80 },
    baseUrlLinks: 35,
    estimatedPages: 80,
    estimateBasis: 'sitemap URLs in scope',
    problems: ['Terms of service not reviewed yet'],
  },
  '/api/resources': {
    total: 4,
    categories: [
      {
        category: 'Dementia care',
        documents: [
          {
            id: 'd1',
            title: 'Managing sundowning',
            url: 'https://example.org/1',
            excerpt:
              'Late-day confusion is common. Keep routines steady, open the curtains in the afternoon and cut down on caffeine.',
            sourceName: 'Family Caregiver Alliance',
            language: 'en',
            publishedAt: '2025-10-01T10:00:00.000Z',
          },
          {
            id: 'd2',
            title: 'When someone with dementia wanders',
            url: 'https://example.org/2',
            excerpt:
              'Six in ten people living with dementia will wander. Simple steps make home safer.',
            sourceName: 'Alzheimers Association',
            language: 'en',
            publishedAt: '2025-10-01T10:00:00.000Z',
          },
        ],
      },
      {
        category: 'Safety at home',
        documents: [
          {
            id: 'd3',
            title: 'Preventing falls at home',
            url: 'https://example.org/3',
            excerpt:
              'Most falls happen at home. Light, clear floors and grab bars prevent many of them.',
            sourceName: 'NIA',
            language: 'en',
            publishedAt: '2025-10-01T10:00:00.000Z',
          },
          {
            id: 'd4',
            title: 'Safe bathing',
            url: 'https://example.org/4',
            excerpt:
              'A shower chair, a hand-held shower and non-slip mats make bathing safer for both of you.',
            sourceName: 'NIA',
            language: 'en',
            publishedAt: '2025-10-01T10:00:00.000Z',
          },
        ],
      },
    ],
  },
};

async function stub(page: Page, { role, offline }: { role: string; offline: boolean }) {
  await page.route('**/api/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname === '/api/config')
      return json({
        eligibilityEnabled: true,
        analyticsMeasurementId: null,
        supportEmail: 'support@tend.care',
        maxUploadMb: 10,
        coachOffline: offline,
      });
    if (url.pathname === '/api/auth/user')
      return role ? json(user(role)) : route.fulfill({ status: 401, body: 'Unauthorized' });
    if (route.request().method() === 'POST' && url.pathname === '/api/assessments')
      return json({
        id: 'a5',
        score: 53,
        level: 'Moderate',
        recommendations: [
          'Ask one person for a two-hour break this week, and put it on the calendar.',
          'Keep a simple sleep log for seven nights and share it with your doctor.',
          'Call the Eldercare Locator (1-800-677-1116) to find respite care near you.',
        ],
        completedAt: new Date().toISOString(),
      });
    if (url.pathname in api) return json(api[url.pathname]);
    return json({});
  });
}

interface Shot {
  name: string;
  path: string;
  role?: string;
  offline?: boolean;
  full?: boolean;
  action?: (page: Page) => Promise<void>;
}

const shots: Shot[] = [
  { name: 'eligibility-step1', path: '/eligibility' },
  {
    name: 'eligibility-benefits-error',
    path: '/eligibility',
    action: async (page) => {
      await page.getByRole('radio', { name: 'My parent' }).click();
      await page.getByText('Step 2 of 6').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
    },
  },
  {
    name: 'eligibility-results',
    path: '/eligibility',
    full: true,
    action: async (page) => {
      await page.getByRole('radio', { name: 'My parent' }).click();
      await page.getByText('Step 2 of 6').waitFor();
      await page.getByRole('checkbox', { name: 'Medicaid', exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: '65 or older' }).click();
      await page.getByText('Step 4 of 6').waitFor();
      await page.getByRole('combobox').click();
      await page.keyboard.type('New Jer');
      await page.keyboard.press('Enter');
      await page.getByText('Step 5 of 6').waitFor();
      await page.getByRole('textbox').fill('07102');
      await page.getByText('Step 6 of 6').waitFor();
      await page.getByRole('radio', { name: "Dementia or Alzheimer's" }).click();
      await page.getByText('Next steps').waitFor();
    },
  },
  {
    name: 'onboarding-prefilled',
    path: `/onboarding?data=${encodeURIComponent(Buffer.from(JSON.stringify({ fromEligibilityCheck: true, relationship: 'parent', insuranceType: 'medicaid' })).toString('base64'))}`,
    role: 'user',
    full: true,
  },
  {
    name: 'onboarding-errors',
    path: '/onboarding',
    role: 'user',
    action: async (page) => {
      await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    },
  },
  { name: 'coach-chat', path: '/ai-coach', role: 'user', offline: true },
  {
    name: 'coach-empty',
    path: '/ai-coach',
    role: 'user',
    action: async (page) => {
      const menu = page.getByRole('button', { name: 'Conversations' });
      if (await menu.isVisible()) {
        await menu.click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Welcome Dana', exact: true })
          .click();
      } else await page.getByRole('button', { name: 'Welcome Dana', exact: true }).click();
      await page.getByRole('button', { name: 'Fall prevention tips' }).waitFor();
    },
  },
  {
    name: 'coach-drawer',
    path: '/ai-coach',
    role: 'user',
    action: async (page) => {
      const menu = page.getByRole('button', { name: 'Conversations' });
      if (await menu.isVisible()) await menu.click();
    },
  },
  {
    name: 'coach-sending',
    path: '/ai-coach',
    role: 'user',
    action: async (page) => {
      await page.route('**/messages/stream', () => new Promise(() => undefined));
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('How can I help her sleep through the night?');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(1800);
    },
  },
  { name: 'assessment-question', path: '/assessment', role: 'user', full: true },
  {
    name: 'assessment-results',
    path: '/assessment',
    role: 'user',
    full: true,
    action: async (page) => {
      for (let i = 0; i < 10; i++) {
        await page.getByText(`Question ${i + 1} of 10`).waitFor();
        await page.getByRole('radio').nth(2).click();
        await page.getByRole('button', { name: i === 9 ? 'See my results' : 'Next' }).click();
      }
      await page.getByText('Recommendations for this week').waitFor();
    },
  },
  { name: 'admin-sources', path: '/admin/discovery', role: 'super_admin', full: true },
  {
    name: 'admin-jobs',
    path: '/admin/discovery',
    role: 'super_admin',
    action: async (page) => {
      await page.getByRole('tab', { name: 'Discovery Jobs' }).click();
    },
  },
  {
    name: 'admin-add',
    path: '/admin/discovery',
    role: 'super_admin',
    full: true,
    action: async (page) => {
      await page.getByRole('tab', { name: 'Add New Source' }).click();
      await page.getByRole('button', { name: 'Add Source' }).click();
    },
  },
  {
    name: 'admin-approve',
    path: '/admin/discovery',
    role: 'super_admin',
    action: async (page) => {
      await page.getByRole('button', { name: 'Approve' }).first().click();
      await page.getByText('Preflight report').waitFor();
    },
  },
  {
    name: 'admin-stop',
    path: '/admin/discovery',
    role: 'super_admin',
    action: async (page) => {
      await page.getByRole('button', { name: 'Emergency Stop' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Emergency Stop' }).click();
    },
  },
  { name: 'admin-denied', path: '/admin/discovery', role: 'user' },
  { name: 'resources', path: '/resources', role: 'user', full: true },
  { name: 'resources-visitor', path: '/resources' },
];

async function main() {
  const filter = process.argv[2];
  mkdirSync(outDir, { recursive: true });
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    { cwd: webDir, stdio: 'ignore' },
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
      for (const shot of shots) {
        if (filter && !shot.name.includes(filter)) continue;
        const context = await browser.newContext({
          viewport: { width, height: width < 500 ? 844 : 900 },
          deviceScaleFactor: 1,
        });
        const page = await context.newPage();
        await stub(page, { role: shot.role ?? '', offline: shot.offline ?? false });
        try {
          await page.goto(BASE + shot.path);
          await page.waitForLoadState('networkidle');
          await page.locator('h1').first().waitFor({ timeout: 10_000 });
          await page.waitForTimeout(300);
          if (shot.action) {
            await shot.action(page);
            await page.waitForTimeout(500);
          }
          await page.screenshot({
            path: join(outDir, `${shot.name}-${width}.png`),
            fullPage: shot.full ?? false,
          });
        } catch (error) {
          console.error(
            `${shot.name} at ${width}px:`,
            error instanceof Error ? error.message : error,
          );
        }
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
