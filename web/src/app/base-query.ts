import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { HttpRoute } from '@tend/contracts';
import { apiErrorFromResponse, networkError, type ApiError } from '../lib/api-error';
import { readStorage, StorageKeys } from '../lib/storage';

export type HttpMethod = HttpRoute['method'];

export interface RequestArgs {
  url: string;
  method?: HttpMethod;
  /** A JSON body, or a file's bytes (a Blob, sent as its own type); absent: no content type. */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The spec's request rules (docs/product-spec.md section 7, Common behaviour):
 * - JSON content type only when there is a body;
 * - `Authorization: Bearer <authToken>` when a token is stored;
 * - cookies always (`credentials: 'include'`);
 * - queries (not mutations) also send `X-Eligibility-Data` when `eligibilityData` is stored;
 * - a 401 on a query is an empty result (`null`), not an error;
 * - any other non-OK answer is an error whose message is `"<status>: <text or status text>"`,
 *   read once by apiErrorFromResponse (its code and the server's words alongside).
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
  const bytes = body instanceof Blob ? body : undefined;
  if (body !== undefined)
    headers['Content-Type'] = bytes ? bytes.type || 'application/octet-stream' : 'application/json';
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
      body: bytes ?? (body !== undefined ? JSON.stringify(body) : undefined),
      signal: api.signal,
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return { error: networkError(reason) };
  }

  // Read even when unused: an unread body keeps the request open in the browser.
  const text = await response.text().catch(() => '');
  if (response.status === 401) sessionMayHaveEnded(url);
  if (isQuery && response.status === 401) return { data: null };
  if (!response.ok)
    return { error: apiErrorFromResponse(response.status, text, response.statusText) };
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
