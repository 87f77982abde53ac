import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import {
  AcceptedInvitation,
  ChangeRoleBody,
  Circle,
  CircleNotFound,
  CreatedInvitation,
  Invitation,
  InvitationToken,
  InvitationView,
  InviteBody,
  MyCircle,
  MySettings,
  TransferOwnershipBody,
  UpdateMySettingsBody,
  UpdateCircleBody,
} from './circle.schemas';
import {
  CalendarFeed,
  CancelOccurrenceBody,
  CreateTaskBody,
  Task,
  TaskDoneBody,
  TasksQuery,
  UpdateTaskBody,
} from './task.schemas';
import { CircleUpdate, CommentBody, PostUpdateBody } from './update.schemas';
import { ReadUpdateFile, UpdateFileQuery, UploadedUpdateFile } from './update-files';

/** The caller (from the gateway) and the circle they ask about; a circle they are not in is a 404. */
const InCircle = z.object({ userId: UserId, recipientId: z.uuid({ error: CircleNotFound }) });
const OnMember = InCircle.extend({
  memberUserId: z.uuid({ error: 'We could not find that member.' }),
});
const OnTask = InCircle.extend({ taskId: z.uuid({ error: 'We could not find that task.' }) });
const OnUpdate = InCircle.extend({ updateId: z.uuid({ error: 'We could not find that update.' }) });
const Ok = z.object({ ok: z.literal(true) });
const CalendarToken = z.string().max(200);

/**
 * RPCs answered by care-circle. Every one but viewing an invitation and reading a calendar feed
 * (whose secret token is the credential) carries the `userId` the gateway authenticated.
 */
export const CareCircleRpc = {
  getCircle: defineRpc('care-circle', 'care-circle.circle.get', InCircle, Circle),
  /** Every circle the caller is in, hers or another caregiver's, by the name of its recipient. */
  listMyCircles: defineRpc(
    'care-circle',
    'care-circle.circles.mine',
    z.object({ userId: UserId }),
    z.array(MyCircle),
  ),
  updateCircle: defineRpc(
    'care-circle',
    'care-circle.circle.update',
    InCircle.extend(UpdateCircleBody.shape),
    Circle,
  ),
  /** The caller's own settings in the circle (time zone, how they hear of updates). */
  updateMySettings: defineRpc(
    'care-circle',
    'care-circle.members.my-settings',
    InCircle.extend(UpdateMySettingsBody.shape),
    MySettings,
  ),
  changeRole: defineRpc(
    'care-circle',
    'care-circle.members.change-role',
    OnMember.extend(ChangeRoleBody.shape),
    Circle,
  ),
  /** The owner removes a member, or a member leaves (their own id). */
  removeMember: defineRpc('care-circle', 'care-circle.members.remove', OnMember, Ok),
  transferOwnership: defineRpc(
    'care-circle',
    'care-circle.owner.transfer',
    InCircle.extend(TransferOwnershipBody.shape),
    Circle,
  ),

  invite: defineRpc(
    'care-circle',
    'care-circle.invitations.create',
    InCircle.extend(InviteBody.shape),
    CreatedInvitation,
  ),
  listInvitations: defineRpc(
    'care-circle',
    'care-circle.invitations.list',
    InCircle,
    z.array(Invitation),
  ),
  revokeInvitation: defineRpc(
    'care-circle',
    'care-circle.invitations.revoke',
    InCircle.extend({ invitationId: z.uuid({ error: 'We could not find that invitation.' }) }),
    Ok,
  ),
  viewInvitation: defineRpc(
    'care-circle',
    'care-circle.invitations.view',
    z.object({ token: InvitationToken }),
    InvitationView,
  ),
  acceptInvitation: defineRpc(
    'care-circle',
    'care-circle.invitations.accept',
    z.object({ userId: UserId, token: InvitationToken }),
    AcceptedInvitation,
  ),
  declineInvitation: defineRpc(
    'care-circle',
    'care-circle.invitations.decline',
    z.object({ userId: UserId, token: InvitationToken }),
    Ok,
  ),

  listTasks: defineRpc(
    'care-circle',
    'care-circle.tasks.list',
    InCircle.extend(TasksQuery.shape),
    z.array(Task),
  ),
  createTask: defineRpc(
    'care-circle',
    'care-circle.tasks.create',
    InCircle.extend(CreateTaskBody.shape),
    Task,
  ),
  updateTask: defineRpc(
    'care-circle',
    'care-circle.tasks.update',
    OnTask.extend(UpdateTaskBody.shape),
    Task,
  ),
  deleteTask: defineRpc('care-circle', 'care-circle.tasks.delete', OnTask, Ok),
  /** "I'll take it": an open task becomes the caller's. */
  takeTask: defineRpc('care-circle', 'care-circle.tasks.take', OnTask, Task),
  /** "I can't anymore": the caller's task is open again. */
  releaseTask: defineRpc('care-circle', 'care-circle.tasks.release', OnTask, Task),
  markTaskDone: defineRpc(
    'care-circle',
    'care-circle.tasks.done',
    OnTask.extend(TaskDoneBody.shape),
    Task,
  ),
  cancelOccurrence: defineRpc(
    'care-circle',
    'care-circle.tasks.cancel-occurrence',
    OnTask.extend(CancelOccurrenceBody.shape),
    Task,
  ),
  /** Puts a called-off occurrence back on the calendar (its reminders come again). */
  restoreOccurrence: defineRpc(
    'care-circle',
    'care-circle.tasks.restore-occurrence',
    OnTask.extend(CancelOccurrenceBody.shape),
    Task,
  ),

  listUpdates: defineRpc(
    'care-circle',
    'care-circle.updates.list',
    InCircle,
    z.array(CircleUpdate),
  ),
  postUpdate: defineRpc(
    'care-circle',
    'care-circle.updates.post',
    InCircle.extend(PostUpdateBody.shape),
    CircleUpdate,
  ),
  deleteUpdate: defineRpc('care-circle', 'care-circle.updates.delete', OnUpdate, Ok),
  /** Stores a photo or file for the caller's next post; its bytes wait in Redis (handoffKey). */
  storeUpdateFile: defineRpc(
    'care-circle',
    'care-circle.updates.store-file',
    InCircle.extend(UpdateFileQuery.shape).extend({ handoffKey: z.string().min(1) }),
    UploadedUpdateFile,
  ),
  /** An update's file, decrypted into a short-lived handoff; for members of its circle only. */
  readUpdateFile: defineRpc(
    'care-circle',
    'care-circle.updates.read-file',
    OnUpdate,
    ReadUpdateFile,
  ),
  comment: defineRpc(
    'care-circle',
    'care-circle.updates.comment',
    OnUpdate.extend(CommentBody.shape),
    CircleUpdate,
  ),
  heart: defineRpc(
    'care-circle',
    'care-circle.updates.heart',
    OnUpdate.extend({ hearted: z.boolean() }),
    CircleUpdate,
  ),

  /** A new private feed address for the caller (the previous one stops working). */
  createCalendarFeed: defineRpc(
    'care-circle',
    'care-circle.calendar.create',
    InCircle,
    CalendarFeed,
  ),
  revokeCalendarFeed: defineRpc('care-circle', 'care-circle.calendar.revoke', InCircle, Ok),
  /** The feed as iCalendar text; its secret token is the only credential. */
  readCalendarFeed: defineRpc(
    'care-circle',
    'care-circle.calendar.read',
    z.object({ token: CalendarToken }),
    z.object({ ics: z.string(), filename: z.string() }),
  ),
} as const;
