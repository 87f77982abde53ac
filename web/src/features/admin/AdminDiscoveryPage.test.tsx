import type { ContentSource, DiscoveryJob } from '@tend/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/factories';
import type { Responder } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import AdminDiscoveryPage from './AdminDiscoveryPage';
import { offeredActions, shortJobId } from './source-display';

const S1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const S2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const S3 = 'aaaaaaaa-0000-4000-8000-000000000003';
const J1 = '5f3c9a1e-77aa-4bcd-9e01-123456789abc';
const SOURCES = 'GET /api/discovery/sources/paged';
const JOBS = 'GET /api/discovery/jobs/paged';
const page = <T,>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });

function aSource(overrides: Partial<ContentSource> = {}): ContentSource {
  return {
    id: S1,
    name: 'Family Caregiver Alliance',
    baseUrl: 'https://www.caregiver.org/',
    category: 'Caregiving',
    crawlDepth: 2,
    crawlFrequency: 'weekly',
    allowedPatterns: [],
    blockedPatterns: [],
    robotsTxtCompliant: true,
    tosReviewed: false,
    legalReviewNotes: 'Terms allow linking with attribution.',
    approvalStatus: 'pending',
    isActive: false,
    createdAt: '2025-10-01T10:00:00.000Z',
    updatedAt: '2025-10-01T10:00:00.000Z',
    documentCount: 0,
    ...overrides,
  };
}

function aJob(overrides: Partial<DiscoveryJob> = {}): DiscoveryJob {
  return {
    id: J1,
    sourceId: S2,
    sourceName: 'NIA',
    status: 'running',
    trigger: 'manual',
    urlsDiscovered: 20,
    urlsProcessed: 9,
    urlsSucceeded: 7,
    progressPercent: 45,
    successRate: 78,
    skipped: { robots: 0, pattern: 0, depth: 0, offSite: 0, duplicate: 0 },
    documentsPublished: 7,
    documentsRemoved: 0,
    errors: [],
    error: null,
    attempts: 1,
    createdAt: '2025-10-01T10:00:00.000Z',
    startedAt: '2025-10-01T10:00:01.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const preflight = {
  sourceId: S1,
  baseUrl: 'https://www.caregiver.org/',
  userAgent: 'TendBot/1.0',
  robots: {
    url: 'https://www.caregiver.org/robots.txt',
    found: true,
    status: 200,
    baseUrlAllowed: true,
    allow: [],
    disallow: ['/admin'],
    crawlDelaySeconds: null,
    sitemaps: [],
  },
  sitemap: { urls: [], urlCount: 120, inScopeUrlCount: 80 },
  baseUrlLinks: 35,
  estimatedPages: 80,
  estimateBasis: 'sitemap URLs in scope',
  problems: ['Terms of service not reviewed'],
};

function renderAdmin(
  routes: Record<string, Responder> = {},
  role: 'user' | 'super_admin' = 'super_admin',
) {
  return renderWithProviders(<AdminDiscoveryPage />, {
    route: '/admin/discovery',
    user: aUser({ role }),
    routes: {
      [SOURCES]: {
        json: page([
          aSource(),
          aSource({
            id: S2,
            name: 'NIA',
            approvalStatus: 'approved',
            isActive: true,
            tosReviewed: true,
          }),
          aSource({
            id: S3,
            name: 'Old Blog',
            approvalStatus: 'emergency_stop',
            robotsTxtCompliant: false,
          }),
        ]),
      },
      [JOBS]: { json: page([]) },
      ...routes,
    },
  });
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('li') as HTMLElement;

describe('admin discovery', () => {
  it("shows 'Access Denied' to anyone but a super administrator", async () => {
    renderAdmin({}, 'user');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Content Discovery Management requires Super Administrator privileges.'),
    ).toBeInTheDocument();
  });

  it('shows the warnings, the badge and every indicator of a source', async () => {
    renderAdmin();
    expect(await screen.findByText('Admin Only - Super User Access Required')).toBeInTheDocument();
    expect(screen.getByText('Legal compliance')).toBeInTheDocument();
    expect(screen.getByText('Production system')).toBeInTheDocument();
    const pending = within(await card('Family Caregiver Alliance'));
    expect(pending.getByText('Pending Review')).toBeInTheDocument();
    expect(pending.getByText('Caregiving')).toBeInTheDocument();
    expect(pending.getByText('weekly')).toBeInTheDocument();
    expect(pending.getByText('No')).toBeInTheDocument();
    expect(pending.getByText('Compliant')).toBeInTheDocument();
    expect(pending.getByText('Not Reviewed')).toBeInTheDocument();
    expect(pending.getByText('Terms allow linking with attribution.')).toBeInTheDocument();
    const stopped = within(await card('Old Blog'));
    expect(stopped.getByText('Emergency Stopped')).toBeInTheDocument();
    expect(stopped.getByText('Not Checked')).toBeInTheDocument();
    expect(within(await card('NIA')).getByText('Reviewed')).toBeInTheDocument();
  });

  it('offers approve only on pending sources and emergency stop only on approved ones', async () => {
    renderAdmin();
    const pending = within(await card('Family Caregiver Alliance'));
    expect(pending.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: 'Emergency Stop' })).not.toBeInTheDocument();
    expect(pending.queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    const approved = within(await card('NIA'));
    expect(approved.getByRole('button', { name: 'Emergency Stop' })).toBeInTheDocument();
    expect(approved.getByRole('button', { name: 'Start Crawl' })).toBeInTheDocument();
    expect(approved.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const stopped = within(await card('Old Blog'));
    for (const name of ['Approve', 'Emergency Stop', 'Start Crawl'])
      expect(stopped.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('says why an approved source not marked robots.txt compliant cannot be crawled', async () => {
    renderAdmin({
      [SOURCES]: {
        json: page([
          aSource({ id: S2, name: 'NIA', approvalStatus: 'approved', robotsTxtCompliant: false }),
        ]),
      },
    });
    const approved = within(await card('NIA'));
    const start = approved.getByRole('button', { name: 'Start Crawl' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'This source is not marked robots.txt compliant, so it is not crawled.',
    );
    expect(approved.getByRole('button', { name: 'Emergency Stop' })).toBeEnabled();
  });

  it.each([
    ['pending', ['approve']],
    ['approved', ['emergency_stop']],
    ['rejected', []],
    ['emergency_stop', []],
  ] as const)('offers %s sources: %j', (status, actions) => {
    expect(offeredActions(status)).toEqual(actions);
  });

  it('shows the preflight report before approving, with optional legal notes', async () => {
    const user = userEvent.setup();
    const { http } = renderAdmin({
      [`GET /api/discovery/sources/${S1}/preflight`]: { json: preflight },
      [`POST /api/discovery/sources/${S1}/approve`]: {
        json: aSource({ approvalStatus: 'approved' }),
      },
    });
    await user.click(
      within(await card('Family Caregiver Alliance')).getByRole('button', { name: 'Approve' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve Family Caregiver Alliance?',
    });
    expect(await within(dialog).findByText('120 URLs, 80 in scope')).toBeInTheDocument();
    expect(within(dialog).getByText('Terms of service not reviewed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Content source approved')).toBeInTheDocument();
    expect(http.calls(`POST /api/discovery/sources/${S1}/approve`)[0].body).toEqual({
      legalNotes: null,
    });
  });

  it('warns when the preflight says nothing would be crawled, and approves only once acknowledged', async () => {
    const user = userEvent.setup();
    const route = `POST /api/discovery/sources/${S1}/approve`;
    const { http } = renderAdmin({
      [`GET /api/discovery/sources/${S1}/preflight`]: {
        json: {
          ...preflight,
          robots: { ...preflight.robots, baseUrlAllowed: false },
          estimatedPages: 0,
          problems: [
            'robots.txt does not allow the base URL for our user agent: nothing would be crawled',
          ],
        },
      },
      [route]: { json: aSource({ approvalStatus: 'approved' }) },
    });
    await user.click(
      within(await card('Family Caregiver Alliance')).getByRole('button', { name: 'Approve' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve Family Caregiver Alliance?',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing would be crawled.');
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.click(
      within(dialog).getByLabelText(
        'I understand nothing would be crawled and want to approve it anyway',
      ),
    );
    expect(approve).toBeEnabled();
    await user.click(approve);
    expect(await screen.findByText('Content source approved')).toBeInTheDocument();
    expect(http.calls(route)).toHaveLength(1);
  });

  it('shows no warning when the preflight finds pages to crawl', async () => {
    const user = userEvent.setup();
    renderAdmin({ [`GET /api/discovery/sources/${S1}/preflight`]: { json: preflight } });
    await user.click(
      within(await card('Family Caregiver Alliance')).getByRole('button', { name: 'Approve' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve Family Caregiver Alliance?',
    });
    expect(await within(dialog).findByText('120 URLs, 80 in scope')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('searches and filters sources on the server, and loads more pages', async () => {
    const user = userEvent.setup();
    const { http } = renderAdmin({
      [SOURCES]: (req) => {
        const params = new URL(req.url, 'http://localhost').searchParams;
        if (params.get('cursor') === 'c2')
          return { json: page([aSource({ id: S3, name: 'Old Blog' })]) };
        if (params.get('q') === 'nia' && params.get('status') === 'approved')
          return { json: page([aSource({ id: S2, name: 'NIA', approvalStatus: 'approved' })]) };
        if (params.get('q') === 'zzz') return { json: page([]) };
        return { json: page([aSource()], 'c2') };
      },
    });
    expect(await card('Family Caregiver Alliance')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old Blog' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await card('Old Blog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Caregiver Alliance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await user.type(screen.getByLabelText('Search sources'), 'nia');
    expect(await card('NIA')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old Blog' })).not.toBeInTheDocument();
    const last = new URL(http.calls(SOURCES).at(-1)!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(last)).toEqual({ limit: '20', q: 'nia', status: 'approved' });

    await user.clear(screen.getByLabelText('Search sources'));
    await user.type(screen.getByLabelText('Search sources'), 'zzz');
    expect(await screen.findByText('No content sources match this search')).toBeInTheDocument();
  });

  it('requires a reason for an emergency stop, and cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const route = `POST /api/discovery/sources/${S2}/emergency-stop`;
    const { http } = renderAdmin({
      [route]: { json: aSource({ approvalStatus: 'emergency_stop' }) },
    });
    const nia = within(await card('NIA'));
    await user.click(nia.getByRole('button', { name: 'Emergency Stop' }));
    let dialog = await screen.findByRole('dialog', { name: 'Emergency stop NIA?' });
    await user.type(within(dialog).getByLabelText('Reason for the emergency stop'), 'Oops');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(http.calls(route)).toHaveLength(0);

    await user.click(nia.getByRole('button', { name: 'Emergency Stop' }));
    dialog = await screen.findByRole('dialog', { name: 'Emergency stop NIA?' });
    await user.click(within(dialog).getByRole('button', { name: 'Emergency Stop' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A reason is required for an emergency stop',
    );
    expect(http.calls(route)).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText('Reason for the emergency stop'),
      'Published unsafe advice',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Emergency Stop' }));
    expect(await screen.findByText('Emergency stop activated')).toBeInTheDocument();
    expect(http.calls(route)[0].body).toEqual({ reason: 'Published unsafe advice' });
  });

  it('starts a crawl and shows jobs with a truncated id, progress and success rate', async () => {
    const user = userEvent.setup();
    const jobs = [
      aJob(),
      aJob({
        id: 'bbbbbbbb-1111-4000-8000-000000000000',
        status: 'completed',
        urlsProcessed: 0,
        urlsSucceeded: 0,
        progressPercent: 100,
      }),
    ];
    const { http } = renderAdmin({
      [`POST /api/discovery/sources/${S2}/crawl`]: { status: 202, json: aJob() },
      [JOBS]: () => ({
        json: page(http.calls(`POST /api/discovery/sources/${S2}/crawl`).length ? jobs : []),
      }),
    });
    await user.click(within(await card('NIA')).getByRole('button', { name: 'Start Crawl' }));
    expect(await screen.findByText('Crawl started')).toBeInTheDocument();
    expect(await screen.findByText('5f3c9a1e')).toBeInTheDocument();
    const running = screen.getByText('5f3c9a1e').closest('li') as HTMLElement;
    expect(within(running).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(within(running).getByText('78%')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: 'Cancel Job' })).toBeInTheDocument();
    const done = screen.getByText('bbbbbbbb').closest('li') as HTMLElement;
    expect(within(done).getByText('completed')).toHaveClass('ant-tag-success');
    expect(within(done).getByText('0%')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Cancel Job' })).not.toBeInTheDocument();
    expect(shortJobId(J1)).toBe('5f3c9a1e');
  });

  it('cancels a running job', async () => {
    const user = userEvent.setup();
    const { http } = renderAdmin({
      [JOBS]: { json: page([aJob()]) },
      [`POST /api/discovery/jobs/${J1}/cancel`]: { json: aJob({ status: 'cancelled' }) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Discovery Jobs' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Job' }));
    await waitFor(() =>
      expect(http.calls(`POST /api/discovery/jobs/${J1}/cancel`)).toHaveLength(1),
    );
  });

  it('filters jobs by status on the server and loads more pages', async () => {
    const user = userEvent.setup();
    const J2 = '7a1b2c3d-77aa-4bcd-9e01-000000000002';
    const { http } = renderAdmin({
      [JOBS]: (req) => {
        const params = new URL(req.url, 'http://localhost').searchParams;
        if (params.get('status') === 'failed') return { json: page([]) };
        if (params.get('cursor') === 'j2')
          return { json: page([aJob({ id: J2, status: 'completed', sourceName: 'Old Blog' })]) };
        return { json: page([aJob({ status: 'completed' })], 'j2') };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Discovery Jobs' }));
    expect(await screen.findByText('5f3c9a1e')).toBeInTheDocument();
    expect(screen.queryByText('7a1b2c3d')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('7a1b2c3d')).toBeInTheDocument();
    expect(screen.getByText('5f3c9a1e')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Job status'), 'failed');
    expect(await screen.findByText('No discovery jobs with this status')).toBeInTheDocument();
    const last = new URL(http.calls(JOBS).at(-1)!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(last)).toEqual({ limit: '20', status: 'failed' });
  });

  it('shows the empty states', async () => {
    const user = userEvent.setup();
    renderAdmin({ [SOURCES]: { json: page([]) } });
    expect(await screen.findByText('No content sources configured')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Discovery Jobs' }));
    expect(await screen.findByText('No discovery jobs found')).toBeInTheDocument();
  });

  it('adds a source with the defaults, checking the fields first', async () => {
    const user = userEvent.setup();
    const { http } = renderAdmin({
      'POST /api/discovery/sources': { status: 201, json: aSource() },
    });
    await user.click(await screen.findByRole('tab', { name: 'Add New Source' }));
    expect(screen.getByLabelText('Crawl depth (1 to 5)')).toHaveValue(2);
    expect(screen.getByLabelText('Crawl frequency')).toHaveValue('weekly');
    expect(
      screen.getByRole('checkbox', { name: 'robots.txt checked and compliant' }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Terms of service reviewed' })).not.toBeChecked();

    await user.type(screen.getByLabelText('Base URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid URL is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(http.calls('POST /api/discovery/sources')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Alzheimer’s Association');
    await user.clear(screen.getByLabelText('Base URL'));
    await user.type(screen.getByLabelText('Base URL'), 'https://www.alz.org/');
    await user.type(screen.getByLabelText('Category'), 'Dementia');
    await user.type(
      screen.getByLabelText('Blocked patterns (optional)'),
      '/donate/**{Enter}{Enter}  /shop/**  ',
    );
    await user.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(await screen.findByText('Content source created successfully')).toBeInTheDocument();
    expect(http.calls('POST /api/discovery/sources')[0].body).toEqual({
      name: 'Alzheimer’s Association',
      baseUrl: 'https://www.alz.org/',
      category: 'Dementia',
      crawlDepth: 2,
      crawlFrequency: 'weekly',
      allowedPatterns: [],
      blockedPatterns: ['/donate/**', '/shop/**'],
      robotsTxtCompliant: false,
      tosReviewed: false,
      legalReviewNotes: null,
    });
  });

  it('reports a failed creation with the server message', async () => {
    const user = userEvent.setup();
    renderAdmin({
      'POST /api/discovery/sources': {
        status: 409,
        json: { statusCode: 409, message: 'A source with this URL exists already.' },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Add New Source' }));
    await user.type(screen.getByLabelText('Name'), 'NIA');
    await user.type(screen.getByLabelText('Base URL'), 'https://www.nia.nih.gov/');
    await user.type(screen.getByLabelText('Category'), 'Aging');
    await user.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(await screen.findByText('Failed to create content source')).toBeInTheDocument();
    expect(screen.getByText('A source with this URL exists already.')).toBeInTheDocument();
  });
});
