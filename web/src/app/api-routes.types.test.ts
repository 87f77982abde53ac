/**
 * Compile-time checks, run by the web's typecheck (and so by its build): each `@ts-expect-error`
 * stops being an error, and fails the build, if the web's API types grow loose, and each `Same`
 * fails if an endpoint stops taking and answering exactly what its route's contract says. So a
 * contract that changes under the web breaks the build where the web uses it.
 */
import type { RouteBody, RouteQuery, RouteResponse } from '@tend/contracts';
import { authApi } from '../features/auth/auth.api';
import { coachApi } from '../features/coach/coach.api';
import { discoveryApi } from '../features/admin/discovery.api';
import { request, routeMutation, routeQuery } from './api-routes';

type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function same<Check extends true>(): Check | undefined {
  return undefined;
}

type Endpoints = typeof authApi.endpoints &
  typeof coachApi.endpoints &
  typeof discoveryApi.endpoints;
type Result<E extends keyof Endpoints> = Endpoints[E]['Types']['ResultType'];
type Arg<E extends keyof Endpoints> = Endpoints[E]['Types']['QueryArg'];

// Endpoints take and answer their route's types, not `any`.
same<Same<Arg<'login'>, RouteBody<'login'>>>();
same<Same<Result<'login'>, RouteResponse<'login'>>>();
same<Same<Arg<'getCurrentUser'>, void>>();
/** A query refused for want of a session answers null (tendBaseQuery). */
same<Same<Result<'getCurrentUser'>, RouteResponse<'currentUser'> | null>>();
same<Same<Result<'getMessages'>, RouteResponse<'listMessages'> | null>>();
same<Same<Arg<'getMessages'>, string>>();
same<Same<Result<'startCrawl'>, RouteResponse<'startCrawl'>>>();

export function misuses(): void {
  // @ts-expect-error a route that does not exist
  request('noSuchRoute');
  // @ts-expect-error login needs its body
  request('login');
  // @ts-expect-error a body of the wrong shape
  request('login', { body: { email: 'a@b.co' } });
  // @ts-expect-error a route with a path parameter needs it
  request('revokeSession', {});
  // @ts-expect-error a parameter the route does not have
  request('revokeSession', { params: { sessionId: 's' } });
  // @ts-expect-error a body for a route that reads none
  request('logout', { body: {} });
  // @ts-expect-error a query for a route that reads none
  request('listConversations', { query: { q: 'x' } });
  // @ts-expect-error a query parameter the route does not read
  request('searchChats', { query: { text: 'x' } });
  // @ts-expect-error an endpoint on a route with a path parameter says how to fill it
  routeQuery('getAssessment');
  // @ts-expect-error an endpoint's mapping must give the route's parts
  routeMutation('renameConversation', (id: string) => ({ params: { id } }));
}

const loginAnswer = {} as Result<'login'>;
// @ts-expect-error the answer is typed: no field that the contract does not have
void loginAnswer.notInTheContract;
const searchQuery: RouteQuery<'searchChats'> = { q: 'care' };

describe('the web’s API types', () => {
  it('are checked when the web is compiled (see the checks above)', () => {
    expect(searchQuery).toEqual({ q: 'care' });
  });
});
