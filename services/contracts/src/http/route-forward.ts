import type { z } from 'zod';
import type { RpcContract, RpcRequest } from '../messaging/define';
import type { RouteSchemas } from './route-schemas';
import type { RouteName, RouteParams } from './routes';

type Schemas = typeof RouteSchemas;
/** A route's body or query after its schema validated it (`undefined` when it reads none). */
type Validated<N extends RouteName, K extends 'body' | 'query'> = Schemas[N] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** Who is asking, as the gateway knows them. */
export interface RouteClient {
  readonly ip: string;
  readonly userAgent?: string;
}

/** A request of route `N` as the gateway hands it to the route's payload: validated. */
export interface ForwardedRequest<N extends RouteName> {
  readonly params: RouteParams<N>;
  readonly body: Validated<N, 'body'>;
  readonly query: Validated<N, 'query'>;
  readonly client: RouteClient;
}

/** The same, on a route that needs a signed-in caller. */
export interface SignedInForwardedRequest<N extends RouteName> extends ForwardedRequest<N> {
  readonly caller: { readonly userId: string; readonly sessionId: string };
}

/** Who may call a route: anyone, a signed-in person, or a super administrator. */
export type RouteAccess = 'anyone' | 'user' | 'superAdmin';

/** Any route's request, as the gateway builds it before it knows which route's it is. */
export interface AnyForwardedRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly query: unknown;
  readonly client: RouteClient;
  readonly caller?: SignedInForwardedRequest<RouteName>['caller'];
}

/**
 * A route that only forwards to one RPC: who may call it, the RPC, and how its request is built
 * from the HTTP request. The gateway serves it from this (gateway/src/http/routes/forwarding-controller.ts).
 */
export interface RouteForward<N extends RouteName = RouteName> {
  readonly route: N;
  readonly access: RouteAccess;
  readonly rpc: RpcContract;
  readonly payload: (request: AnyForwardedRequest) => unknown;
  /** How long the caller waits for the RPC when it is not the usual deadline. */
  readonly timeoutMs?: number;
}

interface Options {
  readonly timeoutMs?: number;
}

function define<N extends RouteName, Req>(
  route: N,
  access: RouteAccess,
  rpc: RpcContract,
  payload: (request: Req) => unknown,
  options: Options,
): RouteForward<N> {
  // The gateway validated the request with route N's schemas and checked its access before it
  // calls this, so the request is route N's: the one place its type is asserted.
  return { route, access, rpc, payload: (request) => payload(request as Req), ...options };
}

/** A route for a signed-in person that forwards to `rpc`. */
export function forUser<N extends RouteName, R extends RpcContract>(
  route: N,
  rpc: R,
  payload: (request: SignedInForwardedRequest<N>) => RpcRequest<R>,
  options: Options = {},
): RouteForward<N> {
  return define(route, 'user', rpc, payload, options);
}

/** A route for super administrators that forwards to `rpc`. */
export function forSuperAdmin<N extends RouteName, R extends RpcContract>(
  route: N,
  rpc: R,
  payload: (request: SignedInForwardedRequest<N>) => RpcRequest<R>,
): RouteForward<N> {
  return define(route, 'superAdmin', rpc, payload, {});
}

/** A public route that forwards to `rpc`. */
export function forAnyone<N extends RouteName, R extends RpcContract>(
  route: N,
  rpc: R,
  payload: (request: ForwardedRequest<N>) => RpcRequest<R>,
): RouteForward<N> {
  return define(route, 'anyone', rpc, payload, {});
}
