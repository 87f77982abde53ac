import { makeStore } from './store';
import { api } from './api';
import { installFetch } from '../test/fetch-mock';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (url) => url }),
    save: build.mutation<unknown, { url: string; body?: unknown }>({
      query: ({ url, body }) => ({ url, method: 'POST', body }),
    }),
  }),
});

describe('the request helper', () => {
  it('sends cookies, no content type without a body, and no auth header without a token', async () => {
    const http = installFetch({ 'GET /api/x': { json: { ok: true } } });
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/api/x'));
    expect(result.data).toEqual({ ok: true });
    const [req] = http.requests;
    expect(req.credentials).toBe('include');
    expect(req.headers['content-type']).toBeUndefined();
    expect(req.headers['authorization']).toBeUndefined();
    expect(req.headers['x-eligibility-data']).toBeUndefined();
  });

  it('adds the bearer token and the eligibility data to queries when they are stored', async () => {
    localStorage.setItem('authToken', 'tok-123');
    localStorage.setItem('eligibilityData', '{"relationship":"spouse"}');
    const http = installFetch({ 'GET /api/x': { json: [] } });
    await makeStore().dispatch(testApi.endpoints.probe.initiate('/api/x'));
    expect(http.requests[0].headers['authorization']).toBe('Bearer tok-123');
    expect(http.requests[0].headers['x-eligibility-data']).toBe('{"relationship":"spouse"}');
  });

  it('sends a JSON content type only with a body, and the bearer token on mutations', async () => {
    localStorage.setItem('authToken', 'tok-9');
    localStorage.setItem('eligibilityData', '{}');
    const http = installFetch({ 'POST /api/y': { json: { saved: true } } });
    const store = makeStore();
    await store.dispatch(testApi.endpoints.save.initiate({ url: '/api/y', body: { a: 1 } }));
    await store.dispatch(testApi.endpoints.save.initiate({ url: '/api/y' }));
    const [withBody, withoutBody] = http.requests;
    expect(withBody.headers['content-type']).toBe('application/json');
    expect(withBody.body).toEqual({ a: 1 });
    expect(withBody.headers['authorization']).toBe('Bearer tok-9');
    expect(withBody.credentials).toBe('include');
    expect(withoutBody.headers['content-type']).toBeUndefined();
    // The eligibility header belongs to the default data fetch (queries) only.
    expect(withBody.headers['x-eligibility-data']).toBeUndefined();
  });

  it('turns a 401 on a query into an empty result, not an error', async () => {
    installFetch({ 'GET /api/auth/user': { status: 401, text: 'Unauthorized' } });
    const result = await makeStore().dispatch(testApi.endpoints.probe.initiate('/api/auth/user'));
    expect(result.isError).toBe(false);
    expect(result.data).toBeNull();
  });

  it('reports "<status>: <response text>" for other failures', async () => {
    installFetch({ 'GET /api/x': { status: 500, text: 'Database unavailable' } });
    const result = await makeStore().dispatch(testApi.endpoints.probe.initiate('/api/x'));
    expect(result.error).toEqual({
      status: 500,
      message: '500: Database unavailable',
      code: 'INTERNAL',
      userMessage: 'Database unavailable',
    });
  });

  it('falls back to the status text when the body is empty, and a 401 on a mutation is an error', async () => {
    installFetch({ 'POST /api/y': { status: 401, text: '', statusText: 'Unauthorized' } });
    const result = await makeStore().dispatch(
      testApi.endpoints.save.initiate({ url: '/api/y', body: {} }),
    );
    expect('error' in result && result.error).toEqual({
      status: 401,
      message: '401: Unauthorized',
      code: 'UNAUTHORIZED',
    });
  });

  it('never retries a failed query', async () => {
    const http = installFetch({ 'GET /api/x': { status: 503, text: 'busy' } });
    await makeStore().dispatch(testApi.endpoints.probe.initiate('/api/x'));
    expect(http.calls('GET /api/x')).toHaveLength(1);
  });
});
