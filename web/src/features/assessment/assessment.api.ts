import type {
  AssessmentHistoryItem,
  AssessmentResult,
  SubmitAssessmentBody,
} from '@tend/contracts';
import { api } from '../../app/api';

/** A saved burden assessment (docs/product-spec.md section 3) as `GET /api/assessments` lists it, newest first. */
export type SavedAssessment = AssessmentHistoryItem;

export const assessmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssessments: build.query<SavedAssessment[] | null, void>({
      query: () => '/api/assessments',
      providesTags: ['Assessments'],
    }),
    /** The score sent is the browser's reading; the server scores the options chosen itself. */
    submitAssessment: build.mutation<AssessmentResult, SubmitAssessmentBody>({
      query: (body) => ({ url: '/api/assessments', method: 'POST', body }),
      invalidatesTags: ['Assessments'],
    }),
  }),
});

export const { useGetAssessmentsQuery, useSubmitAssessmentMutation } = assessmentApi;
