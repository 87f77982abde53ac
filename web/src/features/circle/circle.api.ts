import type { RouteBody, RouteQuery, RouteResponse } from '@tend/contracts';
import { api } from '../../app/api';
import { request, routeMutation, routeQuery } from '../../app/api-routes';

type InCircle = { recipientId: string };
type OnTask = InCircle & { taskId: string };
type OnUpdate = InCircle & { updateId: string };
const circle = ({ recipientId }: InCircle) => ({ params: { id: recipientId } });
const task = ({ recipientId, taskId }: OnTask) => ({ params: { id: recipientId, taskId } });
const update = ({ recipientId, updateId }: OnUpdate) => ({
  params: { id: recipientId, updateId },
});

// Its tags are added here, in the circle's chunk, not in the first download's api.ts.
const circleTagged = api.enhanceEndpoints({
  addTagTypes: ['Circle', 'MyCircles', 'Invitations', 'Tasks', 'CircleUpdates'],
});

/** The care circle's calls (services/care-circle through the gateway), tagged per recipient. */
export const circleApi = circleTagged.injectEndpoints({
  endpoints: (build) => ({
    /** Every circle she is in, her own recipients' and other caregivers' (Home lists them). */
    listMyCircles: build.query({
      ...routeQuery('listMyCircles'),
      providesTags: ['MyCircles'],
    }),
    getCircle: build.query({
      ...routeQuery('getCircle', circle),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'Circle', id: recipientId }],
    }),
    updateMyCircleSettings: build.mutation({
      ...routeMutation(
        'updateMyCircleSettings',
        (arg: InCircle & RouteBody<'updateMyCircleSettings'>) => ({
          ...circle(arg),
          body: {
            timeZone: arg.timeZone,
            quietHours: arg.quietHours,
            updateNotices: arg.updateNotices,
            doseReminders: arg.doseReminders,
          },
        }),
      ),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Circle', id: recipientId }],
    }),
    changeMemberRole: build.mutation({
      ...routeMutation(
        'changeMemberRole',
        (arg: InCircle & { userId: string } & RouteBody<'changeMemberRole'>) => ({
          params: { id: arg.recipientId, userId: arg.userId },
          body: { role: arg.role },
        }),
      ),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Circle', id: recipientId }],
    }),
    removeMember: build.mutation({
      ...routeMutation('removeMember', (arg: InCircle & { userId: string }) => ({
        params: { id: arg.recipientId, userId: arg.userId },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [
        { type: 'Circle', id: recipientId },
        { type: 'Tasks', id: recipientId },
      ],
    }),
    /** A member leaves (removeMember with their own id): the circle is no longer theirs to see. */
    leaveCircle: build.mutation({
      ...routeMutation('removeMember', (arg: InCircle & { userId: string }) => ({
        params: { id: arg.recipientId, userId: arg.userId },
      })),
      async onQueryStarted({ recipientId }, { dispatch, queryFulfilled }) {
        // A refusal is shown by the component that asked; nothing changes here.
        const answer = await queryFulfilled.catch(() => null);
        // Its copy goes at once (as a refetch that fails would keep it): Home, which asks for
        // each circle of her recipients, shows this one no more.
        if (answer) {
          void dispatch(circleApi.util.upsertQueryData('getCircle', { recipientId }, null));
          dispatch(circleApi.util.invalidateTags(['MyCircles']));
        }
      },
    }),
    transferOwnership: build.mutation({
      ...routeMutation('transferOwnership', (arg: InCircle & { newOwnerUserId: string }) => ({
        ...circle(arg),
        body: { newOwnerUserId: arg.newOwnerUserId },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [
        { type: 'Circle', id: recipientId },
        'MyCircles',
      ],
    }),
    listInvitations: build.query({
      ...routeQuery('listInvitations', circle),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'Invitations', id: recipientId }],
    }),
    createInvitation: build.mutation({
      ...routeMutation('createInvitation', (arg: InCircle & RouteBody<'createInvitation'>) => ({
        ...circle(arg),
        body: { role: arg.role, ...(arg.email ? { email: arg.email } : {}) },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Invitations', id: recipientId }],
    }),
    revokeInvitation: build.mutation({
      ...routeMutation('revokeInvitation', (arg: InCircle & { invitationId: string }) => ({
        params: { id: arg.recipientId, invitationId: arg.invitationId },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Invitations', id: recipientId }],
    }),
    viewInvitation: build.query({
      ...routeQuery('viewInvitation', (token: string) => ({ params: { token } })),
    }),
    acceptInvitation: build.mutation({
      ...routeMutation('acceptInvitation', (token: string) => ({ params: { token } })),
      invalidatesTags: ['Circle', 'MyCircles', 'Recipients'],
    }),
    declineInvitation: build.mutation({
      ...routeMutation('declineInvitation', (token: string) => ({ params: { token } })),
    }),
    listTasks: build.query({
      ...routeQuery('listTasks', (arg: InCircle & RouteQuery<'listTasks'>) => ({
        ...circle(arg),
        query: { from: arg.from, to: arg.to },
      })),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    createTask: build.mutation({
      ...routeMutation('createTask', (arg: InCircle & { task: RouteBody<'createTask'> }) => ({
        ...circle(arg),
        body: arg.task,
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    updateTask: build.mutation({
      ...routeMutation('updateTask', (arg: OnTask & { task: RouteBody<'updateTask'> }) => ({
        ...task(arg),
        body: arg.task,
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    deleteTask: build.mutation({
      ...routeMutation('deleteTask', task),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    takeTask: build.mutation({
      ...routeMutation('takeTask', task),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    releaseTask: build.mutation({
      ...routeMutation('releaseTask', task),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    markTaskDone: build.mutation({
      ...routeMutation('markTaskDone', (arg: OnTask & { done: boolean }) => ({
        ...task(arg),
        body: { done: arg.done },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    cancelTaskOccurrence: build.mutation({
      ...routeMutation('cancelTaskOccurrence', (arg: OnTask & { occurrence: string }) => ({
        ...task(arg),
        body: { occurrence: arg.occurrence },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    restoreTaskOccurrence: build.mutation({
      ...routeMutation('restoreTaskOccurrence', (arg: OnTask & { occurrence: string }) => ({
        params: { ...task(arg).params, occurrence: arg.occurrence },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'Tasks', id: recipientId }],
    }),
    listUpdates: build.query({
      ...routeQuery('listUpdates', circle),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'CircleUpdates', id: recipientId }],
    }),
    /** A photo or file for the next post: its bytes as they are, its name in the address. */
    uploadUpdateFile: build.mutation({
      query: (arg: InCircle & { file: File }) => ({
        ...request('uploadUpdateFile', { ...circle(arg), query: { name: arg.file.name } }),
        body: arg.file,
      }),
      transformResponse: (answer: unknown) => answer as RouteResponse<'uploadUpdateFile'>,
    }),
    postUpdate: build.mutation({
      ...routeMutation('postUpdate', (arg: InCircle & RouteBody<'postUpdate'>) => ({
        ...circle(arg),
        body: { text: arg.text, fileId: arg.fileId },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'CircleUpdates', id: recipientId }],
    }),
    commentOnUpdate: build.mutation({
      ...routeMutation('commentOnUpdate', (arg: OnUpdate & { text: string }) => ({
        ...update(arg),
        body: { text: arg.text },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'CircleUpdates', id: recipientId }],
    }),
    heartUpdate: build.mutation({
      ...routeMutation('heartUpdate', update),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'CircleUpdates', id: recipientId }],
    }),
    unheartUpdate: build.mutation({
      ...routeMutation('unheartUpdate', update),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'CircleUpdates', id: recipientId }],
    }),
    createCalendarFeed: build.mutation({ ...routeMutation('createCalendarFeed', circle) }),
    revokeCalendarFeed: build.mutation({ ...routeMutation('revokeCalendarFeed', circle) }),
  }),
});

export const {
  useListMyCirclesQuery,
  useGetCircleQuery,
  useUpdateMyCircleSettingsMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useLeaveCircleMutation,
  useTransferOwnershipMutation,
  useListInvitationsQuery,
  useCreateInvitationMutation,
  useRevokeInvitationMutation,
  useViewInvitationQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useListTasksQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useTakeTaskMutation,
  useReleaseTaskMutation,
  useMarkTaskDoneMutation,
  useCancelTaskOccurrenceMutation,
  useRestoreTaskOccurrenceMutation,
  useListUpdatesQuery,
  usePostUpdateMutation,
  useUploadUpdateFileMutation,
  useCommentOnUpdateMutation,
  useHeartUpdateMutation,
  useUnheartUpdateMutation,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = circleApi;
