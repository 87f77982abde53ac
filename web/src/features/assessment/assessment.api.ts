import { api } from '../../app/api';

/** A saved burden assessment (spec section 3). */
export interface SavedAssessment {
  id?: string;
  responses: Record<string, { value: string | number; score: number; comment?: string | null }>;
  score: number;
  recommendations: string[];
  completedAt: string;
}

export const assessmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssessments: build.query<SavedAssessment[] | null, void>({
      query: () => '/api/assessments',
      providesTags: ['Assessments'],
    }),
  }),
});

export const { useGetAssessmentsQuery } = assessmentApi;
