import { RouteSchemas } from './route-schemas';
import { Routes, routeUrl } from './routes';

describe('the HTTP routes', () => {
  it('fills in path parameters, encoded', () => {
    expect(routeUrl('revokeSession', { id: 'a/b' })).toBe('/api/auth/sessions/a%2Fb');
    expect(routeUrl('login', {})).toBe('/api/auth/login');
  });

  it('keeps the slashes of the rest-of-path token', () => {
    expect(routeUrl('unsubscribe', { path: 'abc/d e' })).toBe('/api/unsubscribe/abc/d%20e');
  });

  it('has schemas for every route, and no schemas without a route', () => {
    expect(Object.keys(RouteSchemas).sort()).toEqual(Object.keys(Routes).sort());
  });

  it('serves each method and path once', () => {
    const served = Object.values(Routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(served).size).toBe(served.length);
  });
});
