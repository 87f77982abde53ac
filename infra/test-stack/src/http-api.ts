import { randomBytes } from 'node:crypto';

export function randomClientIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** One HTTP request to the gateway at `baseUrl`, as a browser behind a proxy would send it. */
export async function sendApi<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  // Each call comes from its own client address (as behind a proxy) unless a test picks one.
  const headers: Record<string, string> = {
    'x-forwarded-for': randomClientIp(),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
