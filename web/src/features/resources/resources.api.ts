import type { RouteQuery } from '@tend/contracts';
import { api } from '../../app/api';
import { routeQuery } from '../../app/api-routes';

export type ResourcesQueryArgs = RouteQuery<'searchResources'>;

export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Approved, discovered content grouped by category; `q` and `category` narrow it. */
    getResources: build.query(
      routeQuery('searchResources', ({ q, category }: ResourcesQueryArgs) => ({
        // An empty search or category is not sent.
        query: { q: q || undefined, category: category || undefined },
      })),
    ),
  }),
});

export const { useGetResourcesQuery } = resourcesApi;
