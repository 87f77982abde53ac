import { CareCircleRpc } from '../care-circle/care-circle.rpc';
import { forAnyone, forUser } from './route-forward';

/** The caller and the circle of the path: every circle route's RPC starts with these. */
const inCircle = (r: { caller: { userId: string }; params: { id: string } }) => ({
  userId: r.caller.userId,
  recipientId: r.params.id,
});

/**
 * The care circle's routes, each forwarded to care-circle, which checks membership and role
 * (RouteForwards spreads them in). The calendar feed is handwritten: it answers iCalendar text.
 */
export const CareCircleForwards = {
  listMyCircles: forUser('listMyCircles', CareCircleRpc.listMyCircles, ({ caller }) => ({
    userId: caller.userId,
  })),
  getCircle: forUser('getCircle', CareCircleRpc.getCircle, inCircle),
  updateCircle: forUser('updateCircle', CareCircleRpc.updateCircle, (r) => ({
    ...r.body,
    ...inCircle(r),
  })),
  updateMyCircleSettings: forUser(
    'updateMyCircleSettings',
    CareCircleRpc.updateMySettings,
    (r) => ({ ...r.body, ...inCircle(r) }),
  ),
  changeMemberRole: forUser('changeMemberRole', CareCircleRpc.changeRole, (r) => ({
    ...r.body,
    ...inCircle(r),
    memberUserId: r.params.userId,
  })),
  removeMember: forUser('removeMember', CareCircleRpc.removeMember, (r) => ({
    ...inCircle(r),
    memberUserId: r.params.userId,
  })),
  transferOwnership: forUser('transferOwnership', CareCircleRpc.transferOwnership, (r) => ({
    ...r.body,
    ...inCircle(r),
  })),

  createInvitation: forUser('createInvitation', CareCircleRpc.invite, (r) => ({
    ...r.body,
    ...inCircle(r),
  })),
  listInvitations: forUser('listInvitations', CareCircleRpc.listInvitations, inCircle),
  revokeInvitation: forUser('revokeInvitation', CareCircleRpc.revokeInvitation, (r) => ({
    ...inCircle(r),
    invitationId: r.params.invitationId,
  })),
  viewInvitation: forAnyone('viewInvitation', CareCircleRpc.viewInvitation, ({ params }) => ({
    token: params.token.slice(0, 200),
  })),
  acceptInvitation: forUser('acceptInvitation', CareCircleRpc.acceptInvitation, (r) => ({
    userId: r.caller.userId,
    token: r.params.token.slice(0, 200),
  })),
  declineInvitation: forUser('declineInvitation', CareCircleRpc.declineInvitation, (r) => ({
    userId: r.caller.userId,
    token: r.params.token.slice(0, 200),
  })),

  listTasks: forUser('listTasks', CareCircleRpc.listTasks, (r) => ({
    ...r.query,
    ...inCircle(r),
  })),
  createTask: forUser('createTask', CareCircleRpc.createTask, (r) => ({
    ...r.body,
    ...inCircle(r),
  })),
  updateTask: forUser('updateTask', CareCircleRpc.updateTask, (r) => ({
    ...r.body,
    ...inCircle(r),
    taskId: r.params.taskId,
  })),
  deleteTask: forUser('deleteTask', CareCircleRpc.deleteTask, (r) => ({
    ...inCircle(r),
    taskId: r.params.taskId,
  })),
  takeTask: forUser('takeTask', CareCircleRpc.takeTask, (r) => ({
    ...inCircle(r),
    taskId: r.params.taskId,
  })),
  releaseTask: forUser('releaseTask', CareCircleRpc.releaseTask, (r) => ({
    ...inCircle(r),
    taskId: r.params.taskId,
  })),
  markTaskDone: forUser('markTaskDone', CareCircleRpc.markTaskDone, (r) => ({
    ...r.body,
    ...inCircle(r),
    taskId: r.params.taskId,
  })),
  cancelTaskOccurrence: forUser('cancelTaskOccurrence', CareCircleRpc.cancelOccurrence, (r) => ({
    ...r.body,
    ...inCircle(r),
    taskId: r.params.taskId,
  })),
  restoreTaskOccurrence: forUser('restoreTaskOccurrence', CareCircleRpc.restoreOccurrence, (r) => ({
    ...inCircle(r),
    taskId: r.params.taskId,
    occurrence: r.params.occurrence,
  })),

  listUpdates: forUser('listUpdates', CareCircleRpc.listUpdates, inCircle),
  postUpdate: forUser('postUpdate', CareCircleRpc.postUpdate, (r) => ({
    ...r.body,
    ...inCircle(r),
  })),
  deleteUpdate: forUser('deleteUpdate', CareCircleRpc.deleteUpdate, (r) => ({
    ...inCircle(r),
    updateId: r.params.updateId,
  })),
  commentOnUpdate: forUser('commentOnUpdate', CareCircleRpc.comment, (r) => ({
    ...r.body,
    ...inCircle(r),
    updateId: r.params.updateId,
  })),
  heartUpdate: forUser('heartUpdate', CareCircleRpc.heart, (r) => ({
    ...inCircle(r),
    updateId: r.params.updateId,
    hearted: true,
  })),
  unheartUpdate: forUser('unheartUpdate', CareCircleRpc.heart, (r) => ({
    ...inCircle(r),
    updateId: r.params.updateId,
    hearted: false,
  })),

  createCalendarFeed: forUser('createCalendarFeed', CareCircleRpc.createCalendarFeed, inCircle),
  revokeCalendarFeed: forUser('revokeCalendarFeed', CareCircleRpc.revokeCalendarFeed, inCircle),
};
