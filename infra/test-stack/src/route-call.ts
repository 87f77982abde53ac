import {
  ApiErrorBody,
  isRawResponse,
  RouteSchemas,
  Routes,
  routeRequestUrl,
  type RouteName,
  type RouteRequest,
  type RouteResponse,
} from '@tend/contracts';
import type { ApiResponse } from './http-api';

/**
 * What a test sends to a route besides its method and address (both from Routes): the route's
 * request as the web sends it (path parameters, query and body typed by its contract, any header),
 * plus who calls (`token`, as `api` sends it).
 */
export type CallInput<N extends RouteName> = RouteRequest<N> & { token?: string };

/** The input may be left out when the route needs none of it. */
export type CallArgs<N extends RouteName> =
  object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/** An error answer: its status and the API's one error body. */
export type CallError = ApiResponse<ApiErrorBody>;

/** The part of TestStack a route call needs (its untyped `api`), so the client is testable alone. */
export interface ApiSender {
  api<T>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
}

async function send<N extends RouteName>(
  sender: ApiSender,
  name: N,
  [input]: CallArgs<N>,
): Promise<{ request: string; response: ApiResponse<unknown> }> {
  const { body, token, headers } = (input ?? {}) as CallInput<RouteName>;
  const { method } = Routes[name];
  const path = routeRequestUrl(name, input);
  const response = await sender.api<unknown>(method, path, { body, token, headers });
  return { request: `${name} (${method} ${path})`, response };
}

const shown = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

/** The route's answer, checked with its schema; anything but its success status or shape throws. */
function answerOf<N extends RouteName>(
  name: N,
  request: string,
  response: ApiResponse<unknown>,
): RouteResponse<N> {
  const expected = Routes[name].status;
  if (response.status !== expected)
    throw new Error(
      `${request} answered ${response.status}, not ${expected}: ${shown(response.body)}`,
    );
  const schema = RouteSchemas[name].response;
  if (isRawResponse(schema)) {
    const type = response.headers.get('content-type');
    if (schema.contentType && !type?.startsWith(schema.contentType))
      throw new Error(
        `${request} answered ${type ?? 'no content type'}, not ${schema.contentType}`,
      );
    return response.body as RouteResponse<N>;
  }
  const parsed = schema.safeParse(response.body);
  if (!parsed.success)
    throw new Error(
      `${request} answered a body that is not its answer's shape: ${parsed.error.message}\n` +
        shown(response.body),
    );
  // The body as sent, not zod's copy: a field the schema does not name (a leak) stays visible.
  return response.body as RouteResponse<N>;
}

/** Calls a route by name and answers its typed, checked answer. */
export async function callRoute<N extends RouteName>(
  sender: ApiSender,
  name: N,
  ...args: CallArgs<N>
): Promise<RouteResponse<N>> {
  const { request, response } = await send(sender, name, args);
  return answerOf(name, request, response);
}

/** As callRoute, with the answer's headers (a cookie, a cache rule). */
export async function callRouteWithHeaders<N extends RouteName>(
  sender: ApiSender,
  name: N,
  ...args: CallArgs<N>
): Promise<{ answer: RouteResponse<N>; headers: Headers }> {
  const { request, response } = await send(sender, name, args);
  return { answer: answerOf(name, request, response), headers: response.headers };
}

/** The answer as one of the route's declared errors (status and code) in the API's error body. */
function errorOf<N extends RouteName>(
  name: N,
  request: string,
  response: ApiResponse<unknown>,
): CallError {
  const { errors } = RouteSchemas[name];
  const codes = errors[response.status];
  if (!codes)
    throw new Error(
      `${request} answered ${response.status}, not one of its errors ` +
        `(${Object.keys(errors).join(', ')}): ${shown(response.body)}`,
    );
  const parsed = ApiErrorBody.safeParse(response.body);
  if (!parsed.success)
    throw new Error(
      `${request}'s ${response.status} is not an error body: ${shown(response.body)}`,
    );
  if (!(codes as readonly string[]).includes(parsed.data.code))
    throw new Error(
      `${request} answered ${response.status} ${parsed.data.code}, not one of ${codes.join(', ')}`,
    );
  // The body as sent, as with an answer: a field the error body does not name stays visible.
  return {
    status: response.status,
    body: response.body as ApiErrorBody,
    headers: response.headers,
  };
}

/**
 * Calls a route that should refuse: the status must be one of the errors its contract declares,
 * with one of the codes declared for it, in the API's error body. Answers status, body and headers.
 */
export async function callRouteExpectingError<N extends RouteName>(
  sender: ApiSender,
  name: N,
  ...args: CallArgs<N>
): Promise<CallError> {
  const { request, response } = await send(sender, name, args);
  return errorOf(name, request, response);
}

/**
 * The status a route answers, for a test that asks whether something is allowed now: its success
 * status with its answer's shape, or one of its declared errors; anything else throws.
 */
export async function callRouteStatus<N extends RouteName>(
  sender: ApiSender,
  name: N,
  ...args: CallArgs<N>
): Promise<number> {
  const { request, response } = await send(sender, name, args);
  if (response.status === Routes[name].status) answerOf(name, request, response);
  else errorOf(name, request, response);
  return response.status;
}
