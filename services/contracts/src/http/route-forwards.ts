import { AssessmentRpc } from '../assessment/assessment.rpc';
import { CareProfileRpc } from '../care-profile/care-profile.rpc';
import { CareCircleForwards } from './care-circle-forwards';
import { CareCircleHealthForwards } from './care-circle-health-forwards';
import { CoachReplyDeadlineMs } from '../coach/coach.shared';
import { CoachRpc } from '../coach/coach.rpc';
import { DiscoveryRpc } from '../discovery/discovery.rpc';
import { EmailChangeRpc } from '../identity/email-change.rpc';
import { IdentityRpc } from '../identity/identity.rpc';
import { PasswordRpc } from '../identity/password.rpc';
import { NotificationsRpc } from '../notifications/notifications.rpc';
import { forAnyone, forSuperAdmin, forUser, type RouteForward } from './route-forward';
import type { RouteName } from './routes';

/**
 * The routes that only forward to an RPC, under their names in Routes and RouteSchemas: who may
 * call each, the RPC, and its request. The owner is always the caller (`caller.userId`), never a
 * value read from the body. A route not listed here is served by a handwritten gateway method.
 */
export const RouteForwards = {
  sendVerification: forAnyone('sendVerification', IdentityRpc.sendVerification, (r) => ({
    ...r.body,
    client: r.client,
  })),
  currentUser: forUser('currentUser', IdentityRpc.currentUser, ({ caller }) => ({
    userId: caller.userId,
  })),
  listSessions: forUser('listSessions', IdentityRpc.listSessions, ({ caller }) => ({
    userId: caller.userId,
    currentSessionId: caller.sessionId,
  })),
  revokeSession: forUser('revokeSession', IdentityRpc.revokeSession, ({ caller, params }) => ({
    userId: caller.userId,
    sessionId: params.id,
  })),
  revokeOtherSessions: forUser('revokeOtherSessions', IdentityRpc.revokeOtherSessions, (r) => ({
    userId: r.caller.userId,
    keepSessionId: r.caller.sessionId,
  })),
  setAnalyticsConsent: forUser('setAnalyticsConsent', IdentityRpc.setAnalyticsConsent, (r) => ({
    userId: r.caller.userId,
    consent: r.body.consent,
  })),
  setLanguage: forUser('setLanguage', IdentityRpc.setLanguage, (r) => ({
    userId: r.caller.userId,
    language: r.body.language,
  })),
  accountDeletionStatus: forSuperAdmin(
    'accountDeletionStatus',
    IdentityRpc.deletionStatus,
    ({ params }) => ({ userId: params.userId }),
  ),
  requestEmailChange: forUser('requestEmailChange', EmailChangeRpc.requestEmailChange, (r) => ({
    ...r.body,
    userId: r.caller.userId,
  })),
  confirmEmailChange: forAnyone(
    'confirmEmailChange',
    EmailChangeRpc.confirmEmailChange,
    ({ body }) => body,
  ),
  forgotPassword: forAnyone('forgotPassword', PasswordRpc.forgotPassword, ({ body, client }) => ({
    ...body,
    client,
  })),
  checkResetLink: forAnyone('checkResetLink', PasswordRpc.checkResetLink, ({ body }) => body),
  resetPassword: forAnyone('resetPassword', PasswordRpc.resetPassword, ({ body }) => body),
  changePassword: forUser('changePassword', PasswordRpc.changePassword, ({ caller, body }) => ({
    ...body,
    userId: caller.userId,
    sessionId: caller.sessionId,
  })),
  checkSignupLink: forAnyone('checkSignupLink', PasswordRpc.checkSignupLink, ({ body }) => body),

  getProfile: forUser('getProfile', CareProfileRpc.getProfile, ({ caller }) => ({
    userId: caller.userId,
  })),
  saveProfile: forUser('saveProfile', CareProfileRpc.saveProfile, ({ caller, body }) => ({
    ...body,
    userId: caller.userId,
  })),
  updateProfile: forUser('updateProfile', CareProfileRpc.updateProfile, ({ caller, body }) => ({
    ...body,
    userId: caller.userId,
  })),
  listRecipients: forUser('listRecipients', CareProfileRpc.listRecipients, ({ caller }) => ({
    userId: caller.userId,
  })),
  createRecipient: forUser('createRecipient', CareProfileRpc.createRecipient, (r) => ({
    ...r.body,
    userId: r.caller.userId,
  })),
  updateRecipient: forUser('updateRecipient', CareProfileRpc.updateRecipient, (r) => ({
    ...r.body,
    recipientId: r.params.id,
    userId: r.caller.userId,
  })),
  deleteRecipient: forUser('deleteRecipient', CareProfileRpc.deleteRecipient, (r) => ({
    recipientId: r.params.id,
    userId: r.caller.userId,
  })),
  getCommunicationSettings: forUser(
    'getCommunicationSettings',
    CareProfileRpc.getCommunicationSettings,
    ({ caller }) => ({ userId: caller.userId }),
  ),
  updateCommunicationSettings: forUser(
    'updateCommunicationSettings',
    CareProfileRpc.updateCommunicationSettings,
    ({ caller, body }) => ({ ...body, userId: caller.userId }),
  ),
  unsubscribe: forAnyone('unsubscribe', CareProfileRpc.unsubscribe, ({ params }) => ({
    token: params.path.slice(0, 2048),
  })),
  unsubscribeOneClick: forAnyone('unsubscribeOneClick', CareProfileRpc.unsubscribe, (r) => ({
    token: r.params.path.slice(0, 2048),
  })),

  listAssessments: forUser('listAssessments', AssessmentRpc.list, ({ caller }) => ({
    userId: caller.userId,
  })),
  getAssessment: forUser('getAssessment', AssessmentRpc.get, ({ caller, params }) => ({
    userId: caller.userId,
    assessmentId: params.id,
  })),

  listNotifications: forUser('listNotifications', NotificationsRpc.listInbox, (r) => ({
    ...r.query,
    userId: r.caller.userId,
  })),
  markAllNotificationsRead: forUser(
    'markAllNotificationsRead',
    NotificationsRpc.markAllRead,
    ({ caller }) => ({ userId: caller.userId }),
  ),
  markNotificationRead: forUser('markNotificationRead', NotificationsRpc.markRead, (r) => ({
    userId: r.caller.userId,
    notificationId: r.params.id,
  })),
  getCheckInReminder: forUser(
    'getCheckInReminder',
    NotificationsRpc.getCheckInReminder,
    ({ caller }) => ({ userId: caller.userId }),
  ),
  askCheckInReminder: forUser(
    'askCheckInReminder',
    NotificationsRpc.askCheckInReminder,
    ({ caller }) => ({ userId: caller.userId }),
  ),
  submitSupport: forUser('submitSupport', NotificationsRpc.submitSupport, ({ caller, body }) => ({
    ...body,
    userId: caller.userId,
  })),
  submitPublicSupport: forAnyone(
    'submitPublicSupport',
    NotificationsRpc.submitPublicSupport,
    // Behind a proxy the address comes from X-Forwarded-For, which a client can fill with anything.
    ({ body, client }) => ({ ...body, clientIp: client.ip.slice(0, 64) }),
  ),

  listConversations: forUser('listConversations', CoachRpc.listConversations, ({ caller }) => ({
    userId: caller.userId,
  })),
  createConversation: forUser('createConversation', CoachRpc.createConversation, (r) => ({
    ...r.body,
    userId: r.caller.userId,
  })),
  renameConversation: forUser('renameConversation', CoachRpc.renameConversation, (r) => ({
    ...r.body,
    userId: r.caller.userId,
    conversationId: r.params.id,
  })),
  deleteConversation: forUser('deleteConversation', CoachRpc.deleteConversation, (r) => ({
    userId: r.caller.userId,
    conversationId: r.params.id,
  })),
  listMessages: forUser('listMessages', CoachRpc.listMessages, ({ caller, params }) => ({
    userId: caller.userId,
    conversationId: params.id,
  })),
  sendMessage: forUser(
    'sendMessage',
    CoachRpc.sendMessage,
    ({ caller, params, body }) => ({ ...body, userId: caller.userId, conversationId: params.id }),
    { timeoutMs: CoachReplyDeadlineMs },
  ),
  giveFeedback: forUser('giveFeedback', CoachRpc.giveFeedback, ({ caller, body }) => ({
    ...body,
    userId: caller.userId,
  })),
  searchChats: forUser('searchChats', CoachRpc.search, ({ caller, query }) => ({
    ...query,
    userId: caller.userId,
  })),
  reviewFeedback: forSuperAdmin('reviewFeedback', CoachRpc.reviewFeedback, (r) => r.query),
  crisisReferrals: forSuperAdmin('crisisReferrals', CoachRpc.crisisReferrals, (r) => r.query),

  listSources: forSuperAdmin('listSources', DiscoveryRpc.listSources, () => ({})),
  pageSources: forSuperAdmin('pageSources', DiscoveryRpc.pageSources, ({ query }) => query),
  createSource: forSuperAdmin('createSource', DiscoveryRpc.createSource, ({ caller, body }) => ({
    ...body,
    actorId: caller.userId,
  })),
  updateSource: forSuperAdmin('updateSource', DiscoveryRpc.updateSource, (r) => ({
    ...r.body,
    sourceId: r.params.id,
    actorId: r.caller.userId,
  })),
  approveSource: forSuperAdmin('approveSource', DiscoveryRpc.approveSource, (r) => ({
    ...r.body,
    sourceId: r.params.id,
    actorId: r.caller.userId,
  })),
  rejectSource: forSuperAdmin('rejectSource', DiscoveryRpc.rejectSource, (r) => ({
    ...r.body,
    sourceId: r.params.id,
    actorId: r.caller.userId,
  })),
  emergencyStop: forSuperAdmin('emergencyStop', DiscoveryRpc.emergencyStop, (r) => ({
    ...r.body,
    sourceId: r.params.id,
    actorId: r.caller.userId,
  })),
  sourceAudit: forSuperAdmin('sourceAudit', DiscoveryRpc.sourceAudit, ({ params }) => ({
    sourceId: params.id,
  })),
  preflight: forSuperAdmin('preflight', DiscoveryRpc.preflight, ({ params }) => ({
    sourceId: params.id,
  })),
  startCrawl: forSuperAdmin('startCrawl', DiscoveryRpc.startCrawl, ({ caller, params }) => ({
    sourceId: params.id,
    actorId: caller.userId,
  })),
  listJobs: forSuperAdmin('listJobs', DiscoveryRpc.listJobs, ({ query }) => query),
  pageJobs: forSuperAdmin('pageJobs', DiscoveryRpc.pageJobs, ({ query }) => query),
  cancelJob: forSuperAdmin('cancelJob', DiscoveryRpc.cancelJob, ({ caller, params }) => ({
    jobId: params.id,
    actorId: caller.userId,
  })),
  searchResources: forUser('searchResources', DiscoveryRpc.searchResources, (r) => r.query),

  ...CareCircleForwards,
  ...CareCircleHealthForwards,
} satisfies { [N in RouteName]?: RouteForward<N> };

export type ForwardedRouteName = keyof typeof RouteForwards;
