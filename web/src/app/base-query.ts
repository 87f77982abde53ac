import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { readStorage, StorageKeys } from '../lib/storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestArgs {
  url: string;
  method?: HttpMethod;
  /** A JSON body; when absent no content type is sent. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Every failed call: the HTTP status (or 0 when the network failed) and the spec's message. */
export interface ApiError {
  status: number;
  /** `"<status>: <response text or status text>"` (spec section 8). */
  message: string;
}

/**
 * The spec's request rules (section 7, Common behaviour):
 * - JSON content type only when there is a body;
 * - `Authorization: Bearer <authToken>` when a token is stored;
 * - cookies always (`credentials: 'include'`);
 * - queries (not mutations) also send `X-Eligibility-Data` when `eligibilityData` is stored;
 * - a 401 on a query is an empty result (`null`), not an error;
 * - any other non-OK answer is an error whose message is `"<status>: <text or status text>"`.
 */
export const tendBaseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = async (
  args,
  api,
) => {
  const {
    url,
    method = 'GET',
    body,
    headers: extraHeaders,
  } = typeof args === 'string' ? ({ url: args } as RequestArgs) : args;
  const isQuery = api.type === 'query';

  const headers: Record<string, string> = { ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readStorage(StorageKeys.authToken);
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (isQuery) {
    const eligibility = readStorage(StorageKeys.eligibilityData);
    if (eligibility) headers['X-Eligibility-Data'] = eligibility;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: api.signal,
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return { error: { status: 0, message: reason || 'Network error' } };
  }

  // Read even when unused: an unread body keeps the request open in the browser.
  const text = await response.text().catch(() => '');
  if (response.status === 401) sessionMayHaveEnded(url);
  if (isQuery && response.status === 401) return { data: null };
  if (!response.ok) {
    return {
      error: {
        status: response.status,
        message: `${response.status}: ${text || response.statusText}`,
      },
    };
  }
  if (!text) return { data: null };
  try {
    return { data: JSON.parse(text) as unknown };
  } catch {
    return { data: text };
  }
};

/**
 * A 401 may mean this browser's session was ended from another device: checked apart from this
 * call (loaded only then, and not at start, since it needs the API this module is part of).
 */
function sessionMayHaveEnded(url: string): void {
  void import('../features/auth/session-ended')
    .then(({ noticeUnauthorized }) => noticeUnauthorized(url))
    .catch(() => undefined);
}

/**
 * The human part of an error for a toast: the server's `message` when the body was the gateway's
 * JSON error shape, else the text after `"<status>: "`. Undefined when there is nothing useful.
 */
export function serverMessage(error: unknown): string | undefined {
  const raw = isApiError(error)
    ? error.message
    : error instanceof Error
      ? error.message
      : undefined;
  if (!raw) return undefined;
  const text = raw.replace(/^\d+: /, '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    if (Array.isArray(parsed.message) && typeof parsed.message[0] === 'string')
      return parsed.message[0];
    return undefined;
  } catch {
    return text || undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}
