/**
 * A tiny fetch double for component tests: answers by "METHOD /path" and records every request
 * (method, url, headers, body, credentials) so tests can assert what was sent.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface ResponseSpec {
  status?: number;
  json?: unknown;
  text?: string;
  statusText?: string;
  headers?: Record<string, string>;
}

/** A fixed answer, or one decided per request (a promise: an answer the test holds back). */
export type Responder =
  ResponseSpec | ((req: RecordedRequest) => ResponseSpec | Promise<ResponseSpec>);

export interface FetchMock {
  requests: RecordedRequest[];
  on(route: string, responder: Responder): FetchMock;
  calls(route: string): RecordedRequest[];
}

export function installFetch(routes: Record<string, Responder> = {}): FetchMock {
  const table = new Map<string, Responder>(Object.entries(routes));
  const requests: RecordedRequest[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const req: RecordedRequest = {
      method,
      url,
      path: parsed.pathname,
      headers,
      body,
      credentials: init.credentials,
    };
    requests.push(req);

    const responder =
      table.get(`${method} ${parsed.pathname}${parsed.search}`) ??
      table.get(`${method} ${parsed.pathname}`);
    const spec = typeof responder === 'function' ? await responder(req) : responder;
    if (!spec) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    const status = spec.status ?? 200;
    const text = spec.text ?? (spec.json !== undefined ? JSON.stringify(spec.json) : '');
    return new Response(status === 204 ? null : text, {
      status,
      statusText: spec.statusText ?? '',
      headers: spec.headers,
    });
  };

  global.fetch = jest.fn(fetchImpl);
  const mock: FetchMock = {
    requests,
    on(route, responder) {
      table.set(route, responder);
      return mock;
    },
    calls(route) {
      const [method, path] = route.split(' ');
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
  return mock;
}
