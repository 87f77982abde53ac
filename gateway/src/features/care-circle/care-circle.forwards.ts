import { CircleNotFound } from '@tend/contracts';
import type { RateLimitRule } from '../../http/rate-limit.guard';
import { forwardingController } from '../../http/routes/forwarding-controller';

const circle = { id: CircleNotFound };
const member = { ...circle, userId: 'We could not find that member.' };
const task = { ...circle, taskId: 'We could not find that task.' };
const update = { ...circle, updateId: 'We could not find that update.' };
/** Invitation links are guessed at most this often from one address (their tokens are 256 bits). */
const invitationLimit: RateLimitRule = {
  name: 'circle-invitation-link',
  limit: 30,
  windowSeconds: 60,
  by: 'ip',
};
/** Invitations sent by one person: enough for a family, too few for a mailing. */
const inviteLimit: RateLimitRule = {
  name: 'circle-invite',
  limit: 30,
  windowSeconds: 3600,
  by: 'user',
};

/**
 * The care circle: forwarded to care-circle, which checks that the caller is in the circle (else
 * 404) and that their role allows the call (else 403), as RouteForwards declares.
 */
export const CareCircleForwards = forwardingController('CareCircleForwards', 'care-circle', {
  listMyCircles: {},
  getCircle: { ids: circle },
  updateCircle: { ids: circle },
  updateMyCircleSettings: { ids: circle },
  changeMemberRole: { ids: member },
  removeMember: { ids: member },
  transferOwnership: { ids: circle },
  createInvitation: { ids: circle, rateLimit: inviteLimit },
  listInvitations: { ids: circle },
  revokeInvitation: {
    ids: { ...circle, invitationId: 'We could not find that invitation.' },
  },
  viewInvitation: { rateLimit: invitationLimit },
  acceptInvitation: { rateLimit: invitationLimit },
  declineInvitation: { rateLimit: invitationLimit },
  listTasks: { ids: circle },
  createTask: { ids: circle },
  updateTask: { ids: task },
  deleteTask: { ids: task },
  takeTask: { ids: task },
  releaseTask: { ids: task },
  markTaskDone: { ids: task },
  cancelTaskOccurrence: { ids: task },
  restoreTaskOccurrence: { ids: task },
  listUpdates: { ids: circle },
  postUpdate: { ids: circle },
  deleteUpdate: { ids: update },
  commentOnUpdate: { ids: update },
  heartUpdate: { ids: update },
  unheartUpdate: { ids: update },
  createCalendarFeed: { ids: circle },
  revokeCalendarFeed: { ids: circle },
});
