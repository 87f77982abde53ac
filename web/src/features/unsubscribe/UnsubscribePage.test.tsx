import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render';

describe('unsubscribe page', () => {
  it.each([
    ['/unsubscribe/', 'Invalid unsubscribe link. Please check the link from your email.'],
    ['/unsubscribe', 'Invalid unsubscribe link. Please check the link from your email.'],
    [
      '/unsubscribe/invalid',
      'There was an error processing your unsubscribe request. Please contact support if you need assistance.',
    ],
  ])('%s fails without calling the server', async (route, message) => {
    const { http } = renderApp({ route, config: { supportEmail: 'help@tend.test' } });
    expect(await screen.findByRole('heading', { name: 'Unsubscribe Failed' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@tend.test' })).toHaveAttribute(
      'href',
      'mailto:help@tend.test',
    );
    expect(http.requests.filter((r) => r.path.startsWith('/api/unsubscribe'))).toHaveLength(0);
  });

  it('confirms the e-mail and says every optional e-mail stopped', async () => {
    const { http } = renderApp({
      route: '/unsubscribe/tok-abc',
      routes: {
        'GET /api/unsubscribe/tok-abc': {
          json: { success: true, message: 'ok', email: 'dana@example.com', emailType: 'all' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribed Successfully!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('You will no longer receive any optional emails from Tend.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/manage your email preferences anytime in Settings/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(http.calls('GET /api/unsubscribe/tok-abc')).toHaveLength(1);
  });

  it('names the type of e-mail stopped', async () => {
    renderApp({
      route: '/unsubscribe/tok-tips',
      routes: {
        'GET /api/unsubscribe/tok-tips': {
          json: { success: true, message: 'ok', email: 'a@b.co', emailType: 'tips' },
        },
      },
    });
    expect(
      await screen.findByText('You will no longer receive care tips emails from Tend.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when it could not unsubscribe", async () => {
    renderApp({
      route: '/unsubscribe/tok-old',
      routes: {
        'GET /api/unsubscribe/tok-old': {
          json: { success: false, message: 'This link has expired.' },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Unsubscribe Failed' })).toBeInTheDocument();
    expect(screen.getByText('This link has expired.')).toBeInTheDocument();
  });

  it('shows the generic failure when the server fails without a message', async () => {
    renderApp({
      route: '/unsubscribe/tok-x',
      routes: { 'GET /api/unsubscribe/tok-x': { status: 500, text: '', statusText: '' } },
    });
    expect(
      await screen.findByText("We couldn't process your unsubscribe request."),
    ).toBeInTheDocument();
  });

  it('shows the network failure message when the request cannot be made', async () => {
    const { http } = renderApp({ route: '/unsubscribe/tok-net' });
    http.on('GET /api/unsubscribe/tok-net', () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await screen.findByText('Failed to process unsubscribe request. Please try again later.'),
    ).toBeInTheDocument();
  });
});
