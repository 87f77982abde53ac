import type { ResourcesResult } from '@tend/contracts';
import { api } from '../../app/api';

export interface ResourcesQueryArgs {
  q?: string;
  category?: string;
}

export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Approved, discovered content grouped by category; `q` and `category` narrow it. */
    getResources: build.query<ResourcesResult | null, ResourcesQueryArgs>({
      query: ({ q, category }) => {
        const params = new URLSearchParams();
        if (q) params.set('q', q);
        if (category) params.set('category', category);
        const search = params.toString();
        return `/api/resources${search ? `?${search}` : ''}`;
      },
    }),
  }),
});

export const { useGetResourcesQuery } = resourcesApi;
