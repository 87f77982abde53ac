// Runtime imports are the zod-free Routes and routeRequestUrl only: the schemas stay out of the
// first download (the bundler drops the contracts' modules nothing uses). The rest is types.
import { Routes, routeRequestUrl } from '@tend/contracts';
import type {
  RouteBody,
  RouteName,
  RouteParams,
  RouteRequest,
  RouteResponse,
} from '@tend/contracts';
import type { RequestArgs } from './base-query';

type HasNoKeys<T> = [keyof T] extends [never] ? true : false;

/** The options may be left out when the route needs none of them. */
type RequestOptions<N extends RouteName> =
  object extends RouteRequest<N> ? [options?: RouteRequest<N>] : [options: RouteRequest<N>];

/** The one way the web writes an API call: the route's method and address from Routes, by name. */
export function request<N extends RouteName>(
  name: N,
  ...[options]: RequestOptions<N>
): RequestArgs {
  const { body, headers } = (options ?? {}) as RouteRequest<RouteName>;
  return {
    url: routeRequestUrl(name, options),
    method: Routes[name].method,
    ...(body !== undefined && { body }),
    ...(headers && { headers }),
  };
}

/**
 * An RTK Query endpoint's request, from a route. `transformResponse` passes the answer through
 * unchanged: it is there so RTK Query reads the endpoint's result type from the route, as it
 * reads the argument's type from `query`.
 */
export interface RouteEndpoint<Arg, Result> {
  query: (arg: Arg) => RequestArgs;
  transformResponse: (answer: unknown) => Result;
}

/** Routes without path parameters, which can be called with their body (or nothing) alone. */
type RouteWithoutParams = {
  [N in RouteName]: HasNoKeys<RouteParams<N>> extends true ? N : never;
}[RouteName];

interface RouteEndpointFor<AnswerOf extends { [N in RouteName]: unknown }> {
  /** The endpoint's argument is the route's body (nothing when it has none). */
  <N extends RouteWithoutParams>(name: N): RouteEndpoint<RouteBody<N>, AnswerOf[N]>;
  /** The endpoint's argument is whatever `toRequest` takes, turned into the route's parts. */
  <N extends RouteName, Arg = void>(
    name: N,
    toRequest: (arg: Arg) => RouteRequest<N>,
  ): RouteEndpoint<NoInfer<Arg>, AnswerOf[N]>;
}

function routeEndpoint<N extends RouteName, Arg>(
  name: N,
  toRequest?: (arg: Arg) => RouteRequest<N>,
): RouteEndpoint<Arg, unknown> {
  const requestOf = toRequest ?? ((body: Arg) => ({ body }) as RouteRequest<N>);
  return {
    query: (arg) => request(name, ...([requestOf(arg)] as RequestOptions<N>)),
    transformResponse: (answer) => answer,
  };
}

/** A mutation's answer is the route's: a refusal is an error. */
type MutationAnswers = { [N in RouteName]: RouteResponse<N> };
/** A query's answer is the route's, or null when it was refused for want of a session (401). */
type QueryAnswers = { [N in RouteName]: RouteResponse<N> | null };

/** `build.mutation(routeMutation('login'))`: method, address, body and answer from the route. */
export const routeMutation = routeEndpoint as RouteEndpointFor<MutationAnswers>;
/** `build.query(routeQuery('getProfile'))`: the answer is null when signed out (see tendBaseQuery). */
export const routeQuery = routeEndpoint as RouteEndpointFor<QueryAnswers>;
