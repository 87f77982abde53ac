import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aUser } from '../../test/factories';
import { renderApp } from '../../test/render';
import { decideAnalytics } from './AnalyticsManager';

const gtagScript = () => document.querySelector('script[src*="googletagmanager.com/gtag/js"]');
const optOut = (id: string) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`];

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

describe('analytics consent states', () => {
  it.each([
    [{ isLoading: true, isError: false, user: undefined }, 'pending'],
    [{ isLoading: false, isError: false, user: null }, 'enabled'],
    [{ isLoading: false, isError: true, user: undefined }, 'enabled'],
    [{ isLoading: false, isError: false, user: { analyticsConsent: true } }, 'enabled'],
    [{ isLoading: false, isError: false, user: { analyticsConsent: false } }, 'disabled'],
    [{ isLoading: false, isError: false, user: {} }, 'disabled'],
  ])('%j -> %s', (state, decision) => {
    expect(decideAnalytics(state)).toBe(decision);
  });

  it('loads nothing when no measurement id is configured', async () => {
    renderApp({ config: { analyticsMeasurementId: null } });
    await screen.findByRole('heading', { level: 1 });
    expect(gtagScript()).toBeNull();
  });

  it('loads analytics for an anonymous visitor by default', async () => {
    renderApp({ config: { analyticsMeasurementId: 'G-TEST1' } });
    await waitFor(() => expect(gtagScript()).not.toBeNull());
    expect(gtagScript()!.getAttribute('src')).toContain('id=G-TEST1');
    expect(optOut('G-TEST1')).toBe(false);
  });

  it('loads analytics when the consent check fails, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({
      config: { analyticsMeasurementId: 'G-TEST2' },
      routes: { 'GET /api/auth/user': { status: 500, text: 'down' } },
    });
    await waitFor(() => expect(gtagScript()).not.toBeNull());
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('removes analytics scripts and _ga/_gid cookies, and opts out, for a user without consent', async () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_gid=GA1.1.456; path=/';
    document.cookie = 'keep=me; path=/';
    renderApp({
      config: { analyticsMeasurementId: 'G-TEST3' },
      user: aUser({ analyticsConsent: false }),
      routes: { 'GET /api/profile': { json: aProfile() } },
    });
    await waitFor(() => expect(optOut('G-TEST3')).toBe(true));
    expect(gtagScript()).toBeNull();
    expect(document.cookie).not.toMatch(/_ga=|_gid=/);
    expect(document.cookie).toContain('keep=me');
  });

  it('follows the consent toggle in settings, with the matching messages', async () => {
    let consent = true;
    const user = userEvent.setup();
    const { http } = renderApp({
      route: '/settings',
      config: { analyticsMeasurementId: 'G-TEST4' },
      routes: {
        'GET /api/auth/user': () => ({ json: aUser({ analyticsConsent: consent }) }),
        'GET /api/profile': { json: aProfile() },
        'GET /api/communication-settings': { json: {} },
        'PUT /api/user/analytics-consent': (req) => {
          consent = (req.body as { consent: boolean }).consent;
          return { status: 204 };
        },
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Analytics & Usage Data' });
    await waitFor(() => expect(gtagScript()).not.toBeNull());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Analytics tracking has been disabled. You can re-enable it anytime.',
      ),
    ).toBeInTheDocument();
    expect(http.calls('PUT /api/user/analytics-consent')[0].body).toEqual({ consent: false });
    await waitFor(() => expect(gtagScript()).toBeNull());
    await waitFor(() => expect(toggle).not.toBeChecked());
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Analytics tracking has been enabled. This helps us improve our services.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(gtagScript()).not.toBeNull());
  });

  it('reports a failed consent save', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/settings',
      user: aUser(),
      routes: {
        'GET /api/profile': { json: aProfile() },
        'GET /api/communication-settings': { json: {} },
        'PUT /api/user/analytics-consent': { status: 500, text: 'nope' },
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Analytics & Usage Data' }));
    expect(
      await screen.findByText('Failed to update analytics settings. Please try again.'),
    ).toBeInTheDocument();
  });
});
