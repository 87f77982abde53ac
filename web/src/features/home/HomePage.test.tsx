import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECRYPTION_FAILED_PLACEHOLDER } from '@tend/contracts';
import { browser } from '../../lib/navigation';
import { aProfile, aUser } from '../../test/factories';
import { renderApp } from '../../test/render';
import { aCircle, recipientId } from '../../../test/fixtures/circle-fixtures';

const header = () => screen.getByRole('heading', { level: 1 });

/** The program cards once the results are in: while loading they hold their place, 'Checking...'. */
async function programCard(programType: string) {
  await screen.findByRole('heading', { name: 'Compensation Opportunities' });
  await waitFor(() => expect(screen.queryByText('Checking...')).not.toBeInTheDocument());
  return screen.getByTestId(`program-${programType}`);
}

describe('home greeting', () => {
  it("greets the user by the account's first name", async () => {
    renderApp({
      user: aUser({ firstName: 'Dana' }),
      routes: { 'GET /api/profile': { json: aProfile({ name: 'Someone Else' }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Hi, Dana' })).toBeInTheDocument();
    expect(screen.getByText('D')).toBeInTheDocument();
  });

  it('falls back to the first word of the profile name when the account has no first name', async () => {
    renderApp({
      user: aUser({ firstName: '' }),
      routes: { 'GET /api/profile': { json: aProfile({ name: 'Jordan Lee' }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Hi, Jordan' })).toBeInTheDocument();
  });

  it('shows a whole emoji, not half of one, for a name that begins with it', async () => {
    renderApp({
      user: aUser({ firstName: '🌹Rosalind' }),
      routes: { 'GET /api/profile': { json: aProfile() } },
    });
    expect(await screen.findByRole('heading', { name: 'Hi, 🌹Rosalind' })).toBeInTheDocument();
    const avatar = document.querySelector('.home__avatar');
    expect(avatar).toHaveTextContent(/^🌹$/u);
    expect(avatar?.textContent).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("says 'there' and shows 'U' when no name is known", async () => {
    renderApp({ user: aUser({ firstName: '' }), routes: { 'GET /api/profile': { status: 401 } } });
    expect(await screen.findByRole('heading', { name: 'Hi, there' })).toBeInTheDocument();
    expect(screen.getByText('U')).toBeInTheDocument();
  });

  it("replaces the decryption-failure placeholder with 'there'", async () => {
    renderApp({
      user: aUser({ firstName: DECRYPTION_FAILED_PLACEHOLDER }),
      routes: { 'GET /api/profile': { json: aProfile({ name: 'Jordan Lee' }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Hi, there' })).toBeInTheDocument();
    expect(
      screen.queryByText(DECRYPTION_FAILED_PLACEHOLDER, { exact: false }),
    ).not.toBeInTheDocument();
  });

  it('also hides a placeholder profile name', async () => {
    renderApp({
      user: aUser({ firstName: '' }),
      routes: { 'GET /api/profile': { json: aProfile({ name: DECRYPTION_FAILED_PLACEHOLDER }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Hi, there' })).toBeInTheDocument();
  });

  it("shows '...' and a disabled button while signing out, then clears the session", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    localStorage.setItem('authToken', 'tok');
    let finish: (v: { json: unknown }) => void = () => undefined;
    const { http } = renderApp({
      user: aUser(),
      routes: { 'GET /api/profile': { json: aProfile() } },
    });
    http.on('POST /api/auth/logout', () => ({ json: { redirectUrl: '/goodbye' } }));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Hi, Dana' });
    // Hold the logout answer to see the pending state.
    const original = global.fetch;
    global.fetch = jest.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          finish = () => resolve(original(input, init));
        }),
    ) as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // Asked first: nothing happens until she says so.
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(header()).toHaveTextContent('Hi, Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(header()).toHaveTextContent('Hi, ...');
    expect(screen.getByRole('button', { name: 'Signing out' })).toBeDisabled();
    finish({ json: {} });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/goodbye'));
    expect(localStorage.getItem('userLoggedOut')).toBe('true');
    expect(localStorage.getItem('authToken')).toBeNull();
    assign.mockRestore();
  });
});

describe('home with the eligibility flag', () => {
  it('shows quick actions without Check Eligibility when the flag is off', async () => {
    renderApp({ user: aUser(), routes: { 'GET /api/profile': { json: aProfile() } } });
    await screen.findByRole('heading', { name: 'Quick Actions' });
    expect(screen.getByRole('link', { name: /AI Care Coach/ })).toHaveAttribute(
      'href',
      '/ai-coach',
    );
    expect(screen.queryByRole('link', { name: /Check Eligibility/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Compensation Opportunities')).not.toBeInTheDocument();
  });

  it('fetches the assessments list on the home page', async () => {
    const { http } = renderApp({
      user: aUser(),
      routes: { 'GET /api/profile': { json: aProfile() }, 'GET /api/assessments': { json: [] } },
    });
    await screen.findByRole('heading', { name: 'Hi, Dana' });
    expect(http.calls('GET /api/assessments')).toHaveLength(1);
    expect(http.calls('GET /api/eligibility')).toHaveLength(0);
  });

  it('holds the program cards in place while the results load, without guessing a status', async () => {
    let answer: (results: unknown[]) => void = () => undefined;
    renderApp({
      config: { eligibilityEnabled: true },
      user: aUser(),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/eligibility': () =>
          new Promise((resolve) => (answer = (results) => resolve({ json: results }))),
      },
    });
    const medicaid = await screen.findByTestId('program-medicaid_pas');
    expect(within(medicaid).getByRole('status')).toHaveTextContent('Checking...');
    expect(within(medicaid).queryByText('Eligible')).not.toBeInTheDocument();
    expect(screen.getByTestId('program-family_support')).toBeInTheDocument();
    answer([{ programType: 'medicaid_pas', eligibilityScore: 70, status: 'assessed' }]);
    expect(await within(medicaid).findByText('Likely Eligible')).toBeInTheDocument();
  });

  const savedCheck = (answers: Record<string, unknown>, score: number) => ({
    'GET /api/profile': { json: aProfile() },
    'GET /api/eligibility': {
      json: [{ programType: 'medicaid_pas', eligibilityScore: score, status: 'assessed' }],
    },
    'GET /api/eligibility/answers': { json: { answers: { zipCode: '00000', ...answers } } },
  });

  it('makes the cards true for a New Jersey daughter whose mother has Medicare only, and opens each program', async () => {
    renderApp({
      config: { eligibilityEnabled: true },
      user: aUser(),
      routes: savedCheck(
        {
          relationship: 'parent',
          benefits: ['medicare'],
          age: '65_plus',
          state: 'NJ',
          condition: 'dementia',
        },
        80,
      ),
    });
    const medicaid = await programCard('medicaid_pas');
    await within(medicaid).findByText('Personal Preference Program (PPP)');
    expect(medicaid).toHaveTextContent('In New Jersey: Personal Preference Program (PPP)');
    expect(medicaid).toHaveTextContent('Needs Medicaid first: Medicare alone is not Medicaid.');
    expect(within(medicaid).getByText('Unlikely for your answers')).toBeInTheDocument();
    expect(within(medicaid).queryByText('Eligible')).not.toBeInTheDocument();
    expect(medicaid).not.toHaveTextContent('$18.50');
    const family = screen.getByTestId('program-family_support');
    expect(family).toHaveTextContent(/Jersey Assistance for Community Caregiving \(JACC\)/);
    expect(within(family).getByText('Likely Eligible')).toBeInTheDocument();
    expect(family).toHaveTextContent(/Pays: All JACC services together are capped at \$929\.88/);

    await userEvent.click(within(family).getByRole('button', { name: 'Family Caregiver Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Family Caregiver Support' });
    expect(
      within(dialog).getByRole('heading', { name: /Jersey Assistance for Community Caregiving/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call 1-877-222-3737' })).toHaveAttribute(
      'href',
      'tel:+18772223737',
    );
    expect(within(dialog).getByText('Likely a fit')).toBeInTheDocument();
  });

  it('never tells a Texas spouse a Medicaid program will pay her', async () => {
    renderApp({
      config: { eligibilityEnabled: true },
      user: aUser(),
      routes: savedCheck(
        {
          relationship: 'spouse',
          benefits: ['medicaid'],
          age: '65_plus',
          state: 'TX',
          condition: 'physical_disability',
        },
        90,
      ),
    });
    const medicaid = await programCard('medicaid_pas');
    await within(medicaid).findByText(/^STAR\+PLUS/);
    expect(medicaid).toHaveTextContent(
      "Texas's Medicaid programs do not pay a spouse to give care.",
    );
    expect(within(medicaid).getByText('Unlikely for your answers')).toBeInTheDocument();
    const family = screen.getByTestId('program-family_support');
    expect(family).toHaveTextContent('In Texas: Family Care (FC)');
    expect(within(family).getByText('Review Needed')).toBeInTheDocument();
  });

  it("keeps the spec's cards, each opening the checker, for someone who never ran the check", async () => {
    renderApp({
      config: { eligibilityEnabled: true },
      user: aUser(),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/eligibility/answers': { json: { answers: null } },
      },
    });
    const medicaid = await programCard('medicaid_pas');
    expect(within(medicaid).getByRole('link', { name: 'Medicaid Personal Care' })).toHaveAttribute(
      'href',
      '/eligibility',
    );
    expect(
      screen.queryByRole('button', { name: 'Medicaid Personal Care' }),
    ).not.toBeInTheDocument();
  });

  it('shows both program cards as Check eligibility to someone who never ran the check', async () => {
    renderApp({
      config: { eligibilityEnabled: true },
      user: aUser(),
      routes: { 'GET /api/profile': { json: aProfile() }, 'GET /api/eligibility': { json: [] } },
    });
    const medicaid = await programCard('medicaid_pas');
    // Someone who never ran the check is not told they are eligible, or that a review is needed.
    expect(within(medicaid).queryByText('Eligible')).not.toBeInTheDocument();
    expect(
      within(medicaid).getByRole('link', { name: 'Check eligibility for Medicaid Personal Care' }),
    ).toHaveAttribute('href', '/eligibility');
    expect(within(medicaid).getByText('Up to $18.50/hour')).toBeInTheDocument();
    const family = screen.getByTestId('program-family_support');
    expect(within(family).queryByText('Review Needed')).not.toBeInTheDocument();
    expect(within(family).getByRole('link', { name: /^Check eligibility/ })).toHaveAttribute(
      'href',
      '/eligibility',
    );
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/eligibility');
    expect(screen.getByRole('link', { name: /Check Eligibility/ })).toHaveAttribute(
      'href',
      '/eligibility',
    );
  });

  it.each([
    [85, 'Eligible'],
    [80, 'Eligible'],
    [79, 'Likely Eligible'],
    [60, 'Likely Eligible'],
  ])(
    'a Medicaid score of %i shows %s and the other program keeps its default',
    async (score, label) => {
      renderApp({
        config: { eligibilityEnabled: true },
        user: aUser(),
        routes: {
          'GET /api/profile': { json: aProfile() },
          'GET /api/eligibility': {
            json: [{ programType: 'medicaid_pas', eligibilityScore: score, status: 'assessed' }],
          },
        },
      });
      const medicaid = await programCard('medicaid_pas');
      expect(within(medicaid).getByText(label)).toBeInTheDocument();
      expect(
        within(screen.getByTestId('program-family_support')).getByText('Review Needed'),
      ).toBeInTheDocument();
    },
  );

  it('hides a program that scored under 60', async () => {
    renderApp({
      config: { eligibilityEnabled: true },
      user: aUser(),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/eligibility': {
          json: [
            { programType: 'medicaid_pas', eligibilityScore: 59, status: 'assessed' },
            { programType: 'family_support', eligibilityScore: 90, status: 'assessed' },
          ],
        },
      },
    });
    const family = await programCard('family_support');
    expect(within(family).getByText('Eligible')).toBeInTheDocument();
    expect(screen.queryByTestId('program-medicaid_pas')).not.toBeInTheDocument();
  });

  it('says Check eligibility on a Medicaid card without a result of its own', async () => {
    renderApp({
      config: { eligibilityEnabled: true },
      user: aUser(),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/eligibility': {
          json: [{ programType: 'family_support', eligibilityScore: 70, status: 'assessed' }],
        },
      },
    });
    const medicaid = await programCard('medicaid_pas');
    expect(within(medicaid).getByRole('link', { name: /^Check eligibility/ })).toBeInTheDocument();
    expect(within(medicaid).queryByText('Eligible')).not.toBeInTheDocument();
  });
});

describe('home: her own things', () => {
  it('shows her last check-in with its date, who she cares for, and the unread count', async () => {
    renderApp({
      user: aUser({ firstName: 'Dana' }),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/recipients': {
          json: [{ id: 'r1', name: 'Walter', relationship: 'parent', conditions: [] }],
        },
        'GET /api/assessments': {
          json: [
            {
              id: '8d0b5a57-3c1e-4d55-9a1d-1f2e3d4c5b6a',
              score: 62,
              level: 'Moderate',
              recommendations: [],
              recommendationKeys: [],
              completedAt: '2025-10-03T10:00:00.000Z',
              responses: {},
              change: null,
            },
          ],
        },
        'GET /api/notifications': { json: { items: [], unreadCount: 4, nextCursor: null } },
      },
    });
    const checkIn = await screen.findByRole('region', { name: 'Your check-in' });
    expect(
      await within(checkIn).findByText('Moderate burden, on October 3, 2025'),
    ).toBeInTheDocument();
    expect(within(checkIn).getByRole('link', { name: 'Check in' })).toHaveAttribute(
      'href',
      '/assessment?new=1',
    );
    expect(screen.getByText('Caring for Walter')).toBeInTheDocument();
    // Named by its visible word, then how many are unread (said, not shown in words).
    const bell = await screen.findByRole('link', { name: /^Notifications\s?, 4 unread$/ });
    expect(bell).toHaveAttribute('href', '/notifications');
  });

  it('shows the circle of a father she was invited into, though he is not among her own', async () => {
    const circle = `/api/recipients/${recipientId}`;
    renderApp({
      user: aUser({ firstName: 'Rosa' }),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/recipients': { json: [] },
        'GET /api/circles': { json: [{ recipientId, recipientName: 'Dad', yourRole: 'family' }] },
        [`GET ${circle}/circle`]: { json: aCircle('family') },
        [`GET ${circle}/tasks`]: { json: [] },
        [`GET ${circle}/updates`]: { json: [] },
      },
    });
    const circles = await screen.findByRole('region', { name: 'Care circles' });
    const dad = await within(circles).findByRole('link', { name: "Dad's circle" });
    expect(dad).toHaveAttribute('href', `/recipients/${recipientId}`);
  });
});
