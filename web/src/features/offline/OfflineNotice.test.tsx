import { act, screen } from '@testing-library/react';
import { aProfile, aUser } from '../../test/factories';
import { renderApp } from '../../test/render';

const offlineText = /You're offline\. What you've typed is kept/;

function setConnection(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline notice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so while the connection is down, and goes when it is back', async () => {
    renderApp({ user: aUser(), routes: { 'GET /api/profile': { json: aProfile() } } });
    await screen.findByRole('heading', { name: 'Hi, Dana' });
    expect(screen.queryByText(offlineText)).not.toBeInTheDocument();
    setConnection(false);
    expect(screen.getByText(offlineText)).toBeInTheDocument();
    setConnection(true);
    expect(screen.queryByText(offlineText)).not.toBeInTheDocument();
  });

  it('says so on a page opened without a connection', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp({ route: '/login' });
    expect(await screen.findByText(offlineText)).toBeInTheDocument();
  });
});
