import type { RouteResponse } from '@tend/contracts';
import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

/** A saved burden assessment (docs/product-spec.md section 3) as listAssessments lists it, newest first. */
export type SavedAssessment = RouteResponse<'listAssessments'>[number];

export const assessmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssessments: build.query({
      ...routeQuery('listAssessments'),
      providesTags: ['Assessments'],
    }),
    /** One saved check-in with its answers and comments, for its full result. */
    getAssessment: build.query({
      ...routeQuery('getAssessment', (id: string) => ({ params: { id } })),
      providesTags: ['Assessments'],
    }),
    /** The score sent is the browser's reading; the server scores the options chosen itself. */
    submitAssessment: build.mutation({
      ...routeMutation('submitAssessment'),
      invalidatesTags: ['Assessments'],
    }),
    /** When the reminder to check in again she asked for is due, or null. */
    getCheckInReminder: build.query({
      ...routeQuery('getCheckInReminder'),
      providesTags: ['CheckInReminder'],
    }),
    askCheckInReminder: build.mutation({
      ...routeMutation('askCheckInReminder'),
      invalidatesTags: ['CheckInReminder'],
    }),
  }),
});

export const {
  useGetAssessmentsQuery,
  useGetAssessmentQuery,
  useSubmitAssessmentMutation,
  useGetCheckInReminderQuery,
  useAskCheckInReminderMutation,
} = assessmentApi;
