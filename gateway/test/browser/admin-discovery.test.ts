import type { Page } from 'playwright-core';
import { successRate } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import {
  FixtureSite,
  DiscoveryCalls,
  discoveryServices,
  type SignedUpCaregiver,
  signUp,
  signUpSuperAdmin,
  type TestStack,
} from '@tend/test-stack';
import { fact, recordRequests, signInWithToken } from './support/admin';
import { resizeViewport } from './support/layout';
import {
  DESKTOP,
  PHONE,
  screenshots,
  type TestPage,
  expectNothingWentWrong,
} from './support/browser';
import { browserSuite } from './support/suite';
import { toastShown } from './support/toasts';

// Generous: this machine may be running another whole test suite at the same time.
jest.setTimeout(90_000);

/** The few DOM calls the dialog-title check makes in the page (the gateway has no DOM types). */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface TitleDocument {
  querySelector(selector: string): { getBoundingClientRect(): Box } | null;
  createRange(): { selectNodeContents(node: unknown): void; getClientRects(): ArrayLike<Box> };
}

/** What the job list shows of a job, as an operator reads it. */
interface ShownJob {
  status: string;
  progress: number;
  cancelOffered: boolean;
}

/**
 * The content discovery tool in Chromium against the real gateway, discovery service and crawl
 * worker: a super administrator adds the fixture caregiving website (on 127.0.0.1) through the
 * form, reads the preflight report, approves it, crawls it and watches the job finish, reads the
 * audit log, and finally stops the source in an emergency. A caregiver is kept out. The steps
 * build on each other, in order.
 */
describe('content discovery in Chromium, for a super administrator', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let site: FixtureSite;
  let tab: TestPage;
  let admin: DiscoveryCalls;
  let caregiver: SignedUpCaregiver;
  let discoveryPosts: string[];
  const tabs: TestPage[] = [];
  const sourceName = 'Caregiver Hub';
  const legalNotes = 'Terms allow non-commercial reuse with attribution.';

  beforeAll(async () => {
    site = await FixtureSite.start({ crawlDelay: 0.2, libraryPages: 12 });
    stack = await suite.start([...discoveryServices], {
      // The fixture website is on 127.0.0.1, which the crawler refuses unless told otherwise.
      DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'true',
      // Paced by the site's robots.txt crawl-delay (0.2 s) only, so a crawl takes seconds.
      DISCOVERY_MAX_REQUESTS_PER_MINUTE: '60000',
      DISCOVERY_REQUEST_TIMEOUT_SECONDS: '5',
      DISCOVERY_MAX_RETRIES: '0',
    });
    const [superAdmin, signedUp] = await Promise.all([
      signUpSuperAdmin(stack, 'Ada'),
      signUp(stack, 'Cal'),
    ]);
    admin = new DiscoveryCalls(stack, superAdmin);
    caregiver = signedUp;
    tab = await suite.newPage(DESKTOP);
    tab.context.setDefaultTimeout(30_000);
    tabs.push(tab);
    discoveryPosts = recordRequests(tab.page, /^POST \/api\/discovery\//);
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
  });

  afterEach(() => {
    for (const t of tabs) expectNothingWentWrong(t);
  });

  const page = (): Page => tab.page;
  const toast = (text: string) => toastShown(page(), text);
  const sourceCard = () => page().getByRole('listitem', { name: sourceName });
  const sourceId = async (): Promise<string> => {
    const found = (await admin.sources()).find((s) => s.name === sourceName);
    if (!found) throw new Error(`no source named ${sourceName}`);
    return found.id;
  };

  it("shows a caregiver who is not an administrator 'Access Denied'", async () => {
    const other = await suite.newPage();
    tabs.push(other);
    other.context.setDefaultTimeout(30_000);
    const otherRequests = recordRequests(other.page, /\/api\/discovery\//);
    await signInWithToken(other, stack.url, caregiver.token);
    await other.page.goto(`${stack.url}/admin/discovery`);
    await other.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await other.page
      .getByText('Content Discovery Management requires Super Administrator privileges.')
      .waitFor();
    expect(await other.page.getByRole('tab').count()).toBe(0);
    expect(await other.page.getByText('Admin Only - Super User Access Required').count()).toBe(0);
    // The page does not even ask the server for the sources it may not see.
    expect(otherRequests).toEqual([]);
    await screenshots(other.page, 'admin-access-denied');
    await other.context.close();
  });

  it('opens the tool with its warnings, badge, four tabs and empty lists', async () => {
    const p = page();
    await signInWithToken(tab, stack.url, admin.who.token);
    await p.goto(`${stack.url}/admin/discovery`);
    await p.getByText('Admin Only - Super User Access Required').waitFor();
    await p.getByRole('note').filter({ hasText: 'Legal compliance' }).waitFor();
    await p.getByRole('note').filter({ hasText: 'Production system' }).waitFor();
    expect(await p.getByRole('tab').allInnerTexts()).toEqual([
      'Content Sources',
      'Discovery Jobs',
      'Add New Source',
      'Crisis Referrals',
    ]);
    await p.getByText('No content sources configured').waitFor();
    await screenshots(p, 'admin-sources-empty');
    await p.getByRole('tab', { name: 'Discovery Jobs' }).click();
    await p.getByText('No discovery jobs found').waitFor();
  });

  it('adds the fixture website through the form: defaults, validation, then created pending', async () => {
    const p = page();
    await p.getByRole('tab', { name: 'Add New Source' }).click();
    const name = p.getByLabel('Name', { exact: true });
    const baseUrl = p.getByLabel('Base URL');
    const category = p.getByLabel('Category');
    const depth = p.getByLabel('Crawl depth (1 to 5)');
    const frequency = p.getByLabel('Crawl frequency');
    const robots = p.getByRole('checkbox', { name: 'robots.txt checked and compliant' });
    const tos = p.getByRole('checkbox', { name: 'Terms of service reviewed' });
    // The spec's defaults.
    expect(await name.inputValue()).toBe('');
    expect(await depth.inputValue()).toBe('2');
    expect(await frequency.inputValue()).toBe('weekly');
    expect(await frequency.locator('option').allInnerTexts()).toEqual([
      'Daily',
      'Weekly',
      'Monthly',
    ]);
    expect(await robots.isChecked()).toBe(false);
    expect(await tos.isChecked()).toBe(false);
    expect(await p.getByLabel('Allowed patterns (optional)').inputValue()).toBe('');
    expect(await p.getByLabel('Blocked patterns (optional)').inputValue()).toBe('');
    expect(await p.getByLabel('Legal review notes (optional)').inputValue()).toBe('');

    // Nothing filled in: each required field says so, and nothing is sent.
    const addSource = p.getByRole('button', { name: 'Add Source' });
    await addSource.click();
    await p.getByText('Name is required').waitFor();
    await p.getByText('Valid URL is required').waitFor();
    await p.getByText('Category is required').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill(sourceName);
    // A corrected field loses its error at once.
    expect(await p.getByText('Name is required').count()).toBe(0);
    await baseUrl.fill('caregiver hub dot org');
    await category.fill('Home safety');
    await depth.fill('9');
    await addSource.click();
    await p.getByText('Valid URL is required').waitFor();
    await p.getByText('Crawl depth must be a number from 1 to 5').waitFor();
    await screenshots(p, 'admin-add-source-errors');
    expect(discoveryPosts).toEqual([]);

    await baseUrl.fill(`${site.url}/`);
    await depth.fill('2');
    await frequency.selectOption('monthly');
    await p.getByLabel('Blocked patterns (optional)').fill('/news/**\n\n');
    await robots.check();
    await tos.check();
    await p.getByLabel('Legal review notes (optional)').fill('Nonprofit site; linking allowed.');
    await addSource.click();
    await toast('Content source created successfully');
    expect(discoveryPosts).toEqual(['POST /api/discovery/sources']);

    // Back on the list: the new source, pending, with what was entered.
    await p.getByRole('tab', { name: 'Content Sources', selected: true }).waitFor();
    const card = sourceCard();
    await card.getByText('Pending Review', { exact: true }).waitFor();
    await card.getByRole('link', { name: `${site.url}/` }).waitFor();
    expect(await fact(card, 'Category').innerText()).toBe('Home safety');
    expect(await fact(card, 'Depth').innerText()).toBe('2');
    expect(await fact(card, 'Frequency').innerText()).toBe('monthly');
    expect(await fact(card, 'Active').innerText()).toBe('No');
    expect(await fact(card, 'robots.txt').innerText()).toBe('Compliant');
    expect(await fact(card, 'Terms of service').innerText()).toBe('Reviewed');
    await card.getByText('Nonprofit site; linking allowed.').waitFor();
    // Pending: only approval is offered.
    await card.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await card.getByRole('button', { name: 'Start Crawl' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Emergency Stop' }).count()).toBe(0);
    await screenshots(p, 'admin-source-pending');

    // The form is empty again for the next source.
    await p.getByRole('tab', { name: 'Add New Source' }).click();
    expect(await name.inputValue()).toBe('');
    expect(await depth.inputValue()).toBe('2');
    expect(await frequency.inputValue()).toBe('weekly');
    await p.getByRole('tab', { name: 'Content Sources' }).click();
  });

  it('shows the preflight report before approving, and approves with legal notes', async () => {
    const p = page();
    const card = sourceCard();
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = p.getByRole('dialog', { name: `Approve ${sourceName}?` });
    const report = dialog.getByRole('region', { name: 'Preflight report' });
    await report.waitFor();
    // What the fixture website's robots.txt and sitemap say.
    expect(await fact(report, 'robots.txt').innerText()).toBe(
      'Found (HTTP 200) · Base URL allowed · Crawl delay 0.2s',
    );
    expect(await fact(report, 'Sitemap').innerText()).toMatch(/^6 URLs, \d+ in scope$/);
    expect(await fact(report, 'User agent').innerText()).toMatch(/^TendBot\/1\.0/);
    await report.getByText('No problems found.').waitFor();
    await screenshots(p, 'admin-approve-preflight', { fullPage: false });

    // Cancelling approves nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(discoveryPosts).toEqual(['POST /api/discovery/sources']);
    await card.getByText('Pending Review', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('region', { name: 'Preflight report' }).waitFor();
    await dialog.getByLabel('Legal notes (optional)').fill(legalNotes);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast('Content source approved');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Approved', { exact: true }).waitFor();
    expect(await fact(card, 'Active').innerText()).toBe('Yes');
    await card.getByText(legalNotes).waitFor();
    // Approved: crawl and emergency stop are offered, approval no more.
    await card.getByRole('button', { name: 'Start Crawl' }).waitFor();
    await card.getByRole('button', { name: 'Emergency Stop' }).waitFor();
    expect(await card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  });

  it('starts a crawl and shows the job running, then completed with its counts', async () => {
    const p = page();
    site.reset();
    await sourceCard().getByRole('button', { name: 'Start Crawl' }).click();
    await toast('Crawl started');
    // The tool moves to the jobs, where the new job shows at once and updates by itself.
    await p.getByRole('tab', { name: 'Discovery Jobs', selected: true }).waitFor();
    const jobs = await admin.jobs();
    expect(jobs).toHaveLength(1);
    const jobId = jobs[0].id;
    const bar = p.getByRole('progressbar', { name: `Job ${jobId.slice(0, 8)} progress` });
    const job = p.getByRole('listitem').filter({ has: bar });
    await job.getByText(sourceName, { exact: true }).waitFor();
    await job.getByText(jobId.slice(0, 8), { exact: true }).waitFor();

    const seen: ShownJob[] = [];
    await eventually(
      async () => {
        const shown: ShownJob = {
          status: (await job.locator('.job-status').innerText()).trim(),
          progress: Number(await bar.getAttribute('aria-valuenow')),
          cancelOffered: (await job.getByRole('button', { name: 'Cancel Job' }).count()) > 0,
        };
        seen.push(shown);
        return shown.status === 'completed';
      },
      60_000,
      'the job to be shown completed',
    );
    // It was seen under way, with progress between none and all, before it completed.
    expect(seen[0]?.status).toMatch(/^(queued|running)$/);
    expect(seen.some((s) => s.status === 'running' && s.progress > 0 && s.progress < 100)).toBe(
      true,
    );
    // While it ran it could be cancelled.
    expect(seen.some((s) => s.status === 'running' && s.cancelOffered)).toBe(true);

    // The finished job, as the server has it, and as the operator sees it.
    const done = await admin.job(jobId);
    if (!done) throw new Error(`job ${jobId} is gone`);
    expect(done.status).toBe('completed');
    // The fixture links to a page that answers 404, so not every URL succeeds.
    expect(done.urlsSucceeded).toBeGreaterThan(10);
    expect(done.urlsSucceeded).toBeLessThan(done.urlsProcessed);
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await fact(job, 'Progress').innerText()).toBe('100%');
    expect(await fact(job, 'Discovered').innerText()).toBe(String(done.urlsDiscovered));
    expect(await fact(job, 'Processed').innerText()).toBe(String(done.urlsProcessed));
    expect(await fact(job, 'Succeeded').innerText()).toBe(String(done.urlsSucceeded));
    const rate = successRate(done.urlsSucceeded, done.urlsProcessed);
    expect(rate).toBeGreaterThan(50);
    expect(rate).toBeLessThan(100);
    expect(await fact(job, 'Success rate').innerText()).toBe(`${rate}%`);
    expect(await fact(job, 'Published').innerText()).toBe(String(done.documentsPublished));
    expect(await job.getByRole('button', { name: 'Cancel Job' }).count()).toBe(0);
    // The crawler kept to robots.txt and the blocked pattern.
    expect(site.paths().filter((path) => /^\/(private|members|news)\//.test(path))).toEqual([]);
    await screenshots(p, 'admin-jobs-completed');

    // The source now counts its documents.
    await p.getByRole('tab', { name: 'Content Sources' }).click();
    await p.reload();
    await p.getByRole('tab', { name: 'Content Sources', selected: true }).waitFor();
    expect(await fact(sourceCard(), 'Documents').innerText()).toBe(String(done.documentsPublished));
  }, 150_000);

  it("shows the source's audit log: who created and approved it, when, and the notes", async () => {
    const p = page();
    await sourceCard().getByRole('button', { name: 'Audit log' }).click();
    const dialog = p.getByRole('dialog', { name: `Audit log: ${sourceName}` });
    const entries = dialog.getByRole('listitem');
    await entries.nth(1).waitFor();
    expect(await entries.count()).toBe(2);
    const [created, approved] = await entries.allInnerTexts();
    expect(created).toMatch(/^Created\s/);
    expect(created).toContain(`Pending Review · by ${admin.who.email}`);
    expect(created).toContain('Nonprofit site; linking allowed.');
    expect(approved).toMatch(/^Approved\s/);
    expect(approved).toContain(`Pending Review → Approved · by ${admin.who.email}`);
    expect(approved).toContain(legalNotes);
    // Each entry says when, as a date and time.
    expect(created).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);
    await screenshots(p, 'admin-audit-log', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('stops the source in an emergency: a reason is required, cancelling sends nothing', async () => {
    const p = page();
    const id = await sourceId();
    const stopPath = `POST /api/discovery/sources/${id}/emergency-stop`;
    const card = sourceCard();
    await card.getByRole('button', { name: 'Emergency Stop' }).click();
    const dialog = p.getByRole('dialog', { name: `Emergency stop ${sourceName}?` });
    await dialog.getByText(/Crawling stops at once/).waitFor();

    // No reason: refused in place, nothing sent.
    await dialog.getByRole('button', { name: 'Emergency Stop' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'A reason is required for an emergency stop' })
      .waitFor();
    const reason = dialog.getByLabel('Reason for the emergency stop');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await screenshots(p, 'admin-emergency-stop-reason', { fullPage: false });
    // Cancelled with a reason typed: nothing sent, the source is still approved.
    await reason.fill('Changed my mind');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(discoveryPosts.filter((call) => call === stopPath)).toEqual([]);
    await card.getByText('Approved', { exact: true }).waitFor();
    expect(await admin.audit(id)).toHaveLength(2);

    await card.getByRole('button', { name: 'Emergency Stop' }).click();
    // Opened again, the dialog starts empty.
    expect(await reason.inputValue()).toBe('');
    await reason.fill('Publisher asked us to stop');
    await dialog.getByRole('button', { name: 'Emergency Stop' }).click();
    await toast('Emergency stop activated');
    await dialog.waitFor({ state: 'hidden' });
    expect(discoveryPosts.filter((call) => call === stopPath)).toEqual([stopPath]);

    await card.getByText('Emergency Stopped', { exact: true }).waitFor();
    expect(await fact(card, 'Active').innerText()).toBe('No');
    // Its documents are taken out of the library.
    expect(await fact(card, 'Documents').innerText()).toBe('0');
    for (const action of ['Approve', 'Start Crawl', 'Emergency Stop'])
      expect([action, await card.getByRole('button', { name: action }).count()]).toEqual([
        action,
        0,
      ]);
    await card.getByRole('button', { name: 'Audit log' }).waitFor();
    await screenshots(p, 'admin-source-stopped');

    // The stop is in the audit log with its reason.
    await card.getByRole('button', { name: 'Audit log' }).click();
    const audit = p.getByRole('dialog', { name: `Audit log: ${sourceName}` });
    const last = audit.getByRole('listitem').nth(2);
    await last.waitFor();
    const text = await last.innerText();
    expect(text).toMatch(/^Emergency stop\s/);
    expect(text).toContain('Approved → Emergency Stopped');
    expect(text).toContain('Publisher asked us to stop');
    await audit.getByRole('button', { name: 'Close' }).first().click();
    await audit.waitFor({ state: 'hidden' });
  });
  it('finds a source by search and status, and warns before approving one that would crawl nothing', async () => {
    const p = page();
    // robots.txt of the fixture website disallows /members/: its preflight finds nothing to crawl.
    const members = 'Members Area of the Family Support Website';
    await admin.createSource({
      name: members,
      baseUrl: `${site.url}/members/`,
      category: 'Private',
      robotsTxtCompliant: true,
      tosReviewed: true,
    });
    await p.reload();
    const membersCard = p.getByRole('listitem', { name: members });
    await membersCard.waitFor();
    await sourceCard().waitFor();

    const search = p.getByLabel('Search sources');
    const status = p.getByLabel('Status', { exact: true });
    await search.fill('MEMBERS');
    await sourceCard().waitFor({ state: 'hidden' });
    await membersCard.waitFor();
    await status.selectOption({ label: 'Emergency Stopped' });
    await p.getByText('No content sources match this search').waitFor();
    await search.fill('');
    await sourceCard().getByText('Emergency Stopped', { exact: true }).waitFor();
    expect(await membersCard.count()).toBe(0);
    await search.fill('/members/');
    await status.selectOption({ label: 'Pending Review' });
    await membersCard.waitFor();
    expect(
      await p
        .getByRole('listitem')
        .filter({ has: p.getByRole('heading') })
        .count(),
    ).toBe(1);
    await screenshots(p, 'admin-sources-search');

    await membersCard.getByRole('button', { name: 'Approve' }).click();
    const dialog = p.getByRole('dialog', { name: `Approve ${members}?` });
    const warning = dialog.getByRole('alert').filter({ hasText: 'Nothing would be crawled.' });
    await warning.waitFor();
    await dialog
      .getByText(
        'robots.txt does not allow the base URL for our user agent: nothing would be crawled',
      )
      .waitFor();
    const approve = dialog.getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled()).toBe(true);
    // The × stays clear of the (long, wrapping) title at both widths.
    for (const viewport of [PHONE, DESKTOP]) {
      await resizeViewport(p, viewport);
      const overlap = await p.evaluate(() => {
        const { document } = globalThis as unknown as { document: TitleDocument };
        const close = document.querySelector('.ant-modal-close')?.getBoundingClientRect();
        const title = document.querySelector('.ant-modal-title');
        if (!close || !title) return 'no title or ×';
        const range = document.createRange();
        range.selectNodeContents(title);
        return Array.from(range.getClientRects()).some(
          (r) =>
            r.left < close.right &&
            r.right > close.left &&
            r.top < close.bottom &&
            r.bottom > close.top,
        );
      });
      expect([viewport.width, overlap]).toEqual([viewport.width, false]);
    }
    await resizeViewport(p, DESKTOP);
    await screenshots(p, 'admin-approve-nothing-crawled', { fullPage: false });
    await dialog
      .getByLabel('I understand nothing would be crawled and want to approve it anyway')
      .check();
    await approve.click();
    await toast('Content source approved');
    await dialog.waitFor({ state: 'hidden' });
    // Filtered to pending, the approved source leaves the list.
    await p.getByText('No content sources match this search').waitFor();
    await status.selectOption({ label: 'All statuses' });
    await membersCard.getByText('Approved', { exact: true }).waitFor();
    await search.fill('');
  });
});
