import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aUser } from '../test/factories';
import { renderApp } from '../test/render';

const signedIn = { 'GET /api/profile': { json: aProfile() } };

describe('route protection and the route table', () => {
  it('always shows the alpha banner', async () => {
    renderApp({ route: '/login' });
    expect(
      screen.getByText('ALPHA RELEASE - Experimental features in development'),
    ).toBeInTheDocument();
  });

  it.each([
    '/onboarding',
    '/ai-coach',
    '/assessment',
    '/profile',
    '/notifications',
    '/settings',
    '/admin/discovery',
  ])('shows the landing/login screen to a visitor at %s, signing in back to it', async (route) => {
    renderApp({ route });
    expect(
      await screen.findByRole('heading', { name: 'Expert Caregiving Support at Your Fingertips' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(route)}`,
    );
  });

  it('signs a visitor at / in plainly, beside a way to create an account', async () => {
    renderApp({ route: '/' });
    const bar = await screen.findByRole('navigation', { name: 'Tend' });
    expect(within(bar).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows a spinner while the sign-in check is pending', async () => {
    const { http } = renderApp({ route: '/settings' });
    http.on('GET /api/auth/user', () => new Promise(() => undefined) as never);
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading|Checking your sign-in/);
  });

  it('shows the page to a signed-in user', async () => {
    renderApp({
      route: '/settings',
      user: aUser(),
      routes: { ...signedIn, 'GET /api/communication-settings': { json: {} } },
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('denies /admin/discovery to a user who is not a super administrator', async () => {
    renderApp({ route: '/admin/discovery', user: aUser({ role: 'user' }), routes: signedIn });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Content Discovery Management requires Super Administrator privileges.'),
    ).toBeInTheDocument();
  });

  it('lets a super administrator into /admin/discovery', async () => {
    renderApp({
      route: '/admin/discovery',
      user: aUser({ role: 'super_admin' }),
      routes: signedIn,
    });
    expect(await screen.findByText('Admin Only - Super User Access Required')).toBeInTheDocument();
  });

  it('shows the not-found screen for any other path', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/forget to add the page to the router/)).toBeInTheDocument();
  });

  it("answers /eligibility with 'Feature Coming Soon' when the flag is off", async () => {
    renderApp({ route: '/eligibility', config: { eligibilityEnabled: false } });
    expect(await screen.findByRole('heading', { name: 'Feature Coming Soon' })).toBeInTheDocument();
  });

  it('opens /eligibility to visitors with the flag on', async () => {
    renderApp({ route: '/eligibility', config: { eligibilityEnabled: true } });
    expect(await screen.findByRole('heading', { name: 'Check Eligibility' })).toBeInTheDocument();
  });

  it.each([
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/consent-notice', 'Consent to Upload Health Information'],
  ])('serves %s publicly, with a back button to returnTo', async (route, title) => {
    const user = userEvent.setup();
    renderApp({ route: `${route}?returnTo=/signup` });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });
});

describe('landing page', () => {
  it('with the flag on', async () => {
    renderApp({ config: { eligibilityEnabled: true } });
    expect(
      await screen.findByRole('heading', { name: 'Get Paid to Care for Your Loved One' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See If You Qualify' })).toHaveAttribute(
      'href',
      '/eligibility',
    );
    expect(screen.getByText('Takes 30 seconds')).toBeInTheDocument();
    expect(screen.getByText(/up to \$2,000\/month/)).toBeInTheDocument();
    for (const title of [
      'AI Care Coach',
      'Medicaid Support',
      'Caregiver Community',
      'Burden Assessment',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('$2,000')).toBeInTheDocument();
    expect(screen.getByText('63M')).toBeInTheDocument();
  });

  it('with the flag off', async () => {
    renderApp({ config: { eligibilityEnabled: false } });
    expect(
      await screen.findByRole('heading', { name: 'Expert Caregiving Support at Your Fingertips' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Takes 30 seconds')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Health Guidance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Medicaid Support' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Caregiver Community' })).not.toBeInTheDocument();
    expect(screen.getByText('24/7')).toBeInTheDocument();
    expect(screen.queryByText('$2,000')).not.toBeInTheDocument();
  });

  it('opens the legal dialogs from the footer', async () => {
    const user = userEvent.setup();
    renderApp();
    const footer = await screen.findByRole('navigation', { name: 'Legal' });
    await user.click(within(footer).getByRole('button', { name: 'Consent Notice' }));
    expect(
      await screen.findByRole('dialog', { name: 'Consent to Upload Health Information' }),
    ).toBeInTheDocument();
  });
});

describe('bottom navigation', () => {
  it('has four columns without the flag, and Support opens the support modal', async () => {
    const user = userEvent.setup();
    renderApp({ user: aUser(), routes: signedIn });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'AI Coach', 'Support', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
  });

  it('has five columns with Programs when the flag is on', async () => {
    renderApp({
      user: aUser(),
      config: { eligibilityEnabled: true },
      routes: { ...signedIn, 'GET /api/eligibility': { json: [] } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'AI Coach', 'Support', 'Programs', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Programs' })).toHaveAttribute(
      'href',
      '/eligibility',
    );
  });

  it('is not shown to visitors', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
