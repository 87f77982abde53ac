// Zod-free at run time, as routes.ts is: the web's first download imports routeRequestUrl.
import type { RouteBody, RouteQuery } from './route-schemas';
import { routeUrl, type RouteName, type RouteParams } from './routes';

type HasNoKeys<T> = [keyof T] extends [never] ? true : false;

/**
 * What a call to a route carries besides its method and path (both from Routes): its path
 * parameters, query and body exactly when the route has them, typed as its contract says, and any
 * header. The web's client and the tests' client both send this.
 */
export type RouteRequest<N extends RouteName> = (HasNoKeys<RouteParams<N>> extends true
  ? { params?: undefined }
  : { params: RouteParams<N> }) &
  ([RouteBody<N>] extends [void] ? { body?: undefined } : { body: RouteBody<N> }) &
  ([RouteQuery<N>] extends [void] ? { query?: undefined } : { query?: RouteQuery<N> }) & {
    headers?: Record<string, string>;
  };

/**
 * The address a request goes to: the route's path with its parameters filled in (see routeUrl),
 * then `?a=1&b=2` from its query (nothing when empty; a missing or null value is not sent).
 */
export function routeRequestUrl<N extends RouteName>(
  name: N,
  request: RouteRequest<N> | undefined,
): string {
  const { params, query }: { params?: RouteParams<N>; query?: unknown } = request ?? {};
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return routeUrl(name, (params ?? {}) as RouteParams<N>) + (text ? `?${text}` : '');
}
