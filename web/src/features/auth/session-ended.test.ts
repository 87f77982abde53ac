import { browser } from '../../lib/navigation';
import { installFetch } from '../../test/fetch-mock';
import { noticeUnauthorized } from './session-ended';

describe('a session ended elsewhere', () => {
  let assign: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('forgets the token and goes to sign-in when the session is really over', async () => {
    localStorage.setItem('authToken', 'ended-token');
    const fetchMock = installFetch({ 'GET /api/auth/user': { status: 401, text: 'Unauthorized' } });
    await noticeUnauthorized('/api/notifications');
    expect(fetchMock.calls('GET /api/auth/user')[0]?.headers.authorization).toBe(
      'Bearer ended-token',
    );
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userLoggedOut')).toBe('true');
    expect(assign).toHaveBeenCalledWith('/login?reason=signed-out');
  });

  it('stays put when the session is still alive (the call was refused for another reason)', async () => {
    localStorage.setItem('authToken', 'live-token');
    installFetch({ 'GET /api/auth/user': { json: { id: 'u1' } } });
    await noticeUnauthorized('/api/some/thing');
    expect(localStorage.getItem('authToken')).toBe('live-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a visitor with no session', null, '/api/notifications'],
    ['the sign-in check itself', 'token', '/api/auth/user'],
    ['a refused sign-in', 'token', '/api/auth/login'],
  ])('asks nothing for %s', async (_case, token, url) => {
    if (token) localStorage.setItem('authToken', token);
    const fetchMock = installFetch({ 'GET /api/auth/user': { status: 401 } });
    await noticeUnauthorized(url);
    expect(fetchMock.requests).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });
});
