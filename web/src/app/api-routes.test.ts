import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Routes } from '@tend/contracts';
import { request, routeMutation, routeQuery } from './api-routes';

const sourceRoot = path.join(__dirname, '..');

/** Every module of the app; tests aside, since their HTTP doubles answer by address. */
function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function matchesIn(pattern: RegExp): Array<{ where: string; match: RegExpExecArray }> {
  return appSources(sourceRoot).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(pattern)].map((match) => ({
          where: `${path.relative(sourceRoot, file)}:${i + 1}`,
          match,
        })),
      ),
  );
}

describe('API calls by route name', () => {
  it('writes no API address by hand: every one comes from the contracts’ Routes', () => {
    const written = matchesIn(/['"`]\/api\b/g).map(({ where }) => where);
    expect(written).toEqual([]);
  });

  it('names only routes the gateway serves', () => {
    const caller = /\b(?:request|routeQuery|routeMutation|routeUrl)\(\s*'(\w+)'|\bRoutes\.(\w+)/g;
    const named = matchesIn(caller).map(({ match }) => match[1] ?? match[2] ?? '');
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((name) => !Object.hasOwn(Routes, name))).toEqual([]);
  });

  it('takes the method and address from the route, with its parameters encoded', () => {
    expect(request('login', { body: { email: 'a@b.co', password: 'pw' } })).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'a@b.co', password: 'pw' },
    });
    expect(request('revokeSession', { params: { id: 'a/b' } })).toEqual({
      url: '/api/auth/sessions/a%2Fb',
      method: 'DELETE',
    });
    expect(request('currentUser', { headers: { 'Cache-Control': 'no-cache' } })).toEqual({
      url: '/api/auth/user',
      method: 'GET',
      headers: { 'Cache-Control': 'no-cache' },
    });
  });

  it('sends the query parameters given, leaving out missing ones', () => {
    expect(
      request('pageJobs', { query: { limit: 20, status: undefined, cursor: 'c+/=' } }),
    ).toEqual({ url: '/api/discovery/jobs/paged?limit=20&cursor=c%2B%2F%3D', method: 'GET' });
    expect(request('listNotifications', { query: { cursor: undefined } }).url).toBe(
      '/api/notifications',
    );
  });

  it('builds an endpoint from a route: its body by default, or what the endpoint maps', () => {
    const login = routeMutation('login');
    expect(login.query({ email: 'a@b.co', password: 'pw' })).toMatchObject({
      url: '/api/auth/login',
      body: { email: 'a@b.co', password: 'pw' },
    });
    expect(routeQuery('listAssessments').query()).toEqual({
      url: '/api/assessments',
      method: 'GET',
    });
    const rename = routeMutation(
      'renameConversation',
      ({ id, title }: { id: string; title: string }) => ({
        params: { id },
        body: { title },
      }),
    );
    expect(rename.query({ id: 'c1', title: 'Hello' })).toEqual({
      url: '/api/chat/conversations/c1',
      method: 'PUT',
      body: { title: 'Hello' },
    });
    const answer = { token: 't' };
    expect(login.transformResponse(answer)).toBe(answer);
  });
});
