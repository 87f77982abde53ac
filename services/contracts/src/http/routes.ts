// No zod here: the web's first download needs the addresses, not the schemas (route-schemas.ts).
/**
 * Every HTTP route the gateway serves: its method, its path as the gateway serves it (`:name` is a
 * path parameter, `*` the rest of the path) and the status of its success. Keyed by the same names
 * as RouteSchemas, which holds what each one reads and answers; the gateway's `@Route(name)`
 * serves and documents it from the two, and the web app calls it by name.
 */
export const Routes = {
  // Sign-up, sign-in, sessions and the account (identity).
  sendVerification: { method: 'POST', path: '/api/auth/send-verification', status: 200 },
  completeSignup: { method: 'POST', path: '/api/auth/complete-signup', status: 200 },
  login: { method: 'POST', path: '/api/auth/login', status: 200 },
  logout: { method: 'POST', path: '/api/auth/logout', status: 200 },
  /** Browser navigations, not data calls: they answer with a redirect. */
  logoutNavigation: { method: 'GET', path: '/api/logout', status: 302 },
  loginNavigation: { method: 'GET', path: '/api/login', status: 302 },
  currentUser: { method: 'GET', path: '/api/auth/user', status: 200 },
  listSessions: { method: 'GET', path: '/api/auth/sessions', status: 200 },
  revokeSession: { method: 'DELETE', path: '/api/auth/sessions/:id', status: 200 },
  revokeOtherSessions: { method: 'POST', path: '/api/auth/sessions/revoke-others', status: 200 },
  setAnalyticsConsent: { method: 'PUT', path: '/api/user/analytics-consent', status: 200 },
  setLanguage: { method: 'PUT', path: '/api/user/language', status: 200 },
  deleteAccount: { method: 'DELETE', path: '/api/auth/account', status: 200 },
  accountDeletionStatus: {
    method: 'GET',
    path: '/api/admin/account-deletions/:userId',
    status: 200,
  },
  requestEmailChange: { method: 'POST', path: '/api/auth/email-change', status: 200 },
  confirmEmailChange: { method: 'POST', path: '/api/auth/email-change/confirm', status: 200 },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', status: 200 },
  checkResetLink: { method: 'POST', path: '/api/auth/reset-password/check', status: 200 },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', status: 200 },
  changePassword: { method: 'POST', path: '/api/auth/change-password', status: 200 },
  checkSignupLink: { method: 'POST', path: '/api/auth/signup-link', status: 200 },
  requestDataExport: { method: 'POST', path: '/api/account/data-export', status: 202 },
  latestDataExport: { method: 'GET', path: '/api/account/data-export', status: 200 },
  downloadDataExport: {
    method: 'GET',
    path: '/api/account/data-export/:exportId/download',
    status: 200,
  },

  // Profile, care recipients, settings, eligibility, unsubscribe links (care-profile).
  getProfile: { method: 'GET', path: '/api/profile', status: 200 },
  saveProfile: { method: 'POST', path: '/api/profile', status: 200 },
  updateProfile: { method: 'PATCH', path: '/api/profile', status: 200 },
  listRecipients: { method: 'GET', path: '/api/recipients', status: 200 },
  createRecipient: { method: 'POST', path: '/api/recipients', status: 201 },
  updateRecipient: { method: 'PUT', path: '/api/recipients/:id', status: 200 },
  deleteRecipient: { method: 'DELETE', path: '/api/recipients/:id', status: 200 },
  getCommunicationSettings: { method: 'GET', path: '/api/communication-settings', status: 200 },
  updateCommunicationSettings: {
    method: 'PATCH',
    path: '/api/communication-settings',
    status: 200,
  },
  listEligibilityResults: { method: 'GET', path: '/api/eligibility', status: 200 },
  latestEligibilityAnswers: { method: 'GET', path: '/api/eligibility/answers', status: 200 },
  emailEligibilityResults: { method: 'POST', path: '/api/eligibility/email', status: 200 },
  /** The token is the rest of the path: a long address makes a long token. */
  unsubscribe: { method: 'GET', path: '/api/unsubscribe/*', status: 200 },
  /** RFC 8058 one-click, from mail clients. */
  unsubscribeOneClick: { method: 'POST', path: '/api/unsubscribe/*', status: 200 },

  // The burden check-in (assessment).
  submitAssessment: { method: 'POST', path: '/api/assessments', status: 201 },
  listAssessments: { method: 'GET', path: '/api/assessments', status: 200 },
  getAssessment: { method: 'GET', path: '/api/assessments/:id', status: 200 },

  // Inbox and support (notifications).
  listNotifications: { method: 'GET', path: '/api/notifications', status: 200 },
  markAllNotificationsRead: { method: 'POST', path: '/api/notifications/read-all', status: 200 },
  markNotificationRead: { method: 'POST', path: '/api/notifications/:id/read', status: 200 },
  getCheckInReminder: {
    method: 'GET',
    path: '/api/notifications/check-in-reminder',
    status: 200,
  },
  askCheckInReminder: {
    method: 'PUT',
    path: '/api/notifications/check-in-reminder',
    status: 200,
  },
  submitSupport: { method: 'POST', path: '/api/support', status: 200 },
  submitPublicSupport: { method: 'POST', path: '/api/support/public', status: 200 },

  // The care coach (coach).
  listConversations: { method: 'GET', path: '/api/chat/conversations', status: 200 },
  createConversation: { method: 'POST', path: '/api/chat/conversations', status: 200 },
  renameConversation: { method: 'PUT', path: '/api/chat/conversations/:id', status: 200 },
  deleteConversation: { method: 'DELETE', path: '/api/chat/conversations/:id', status: 200 },
  listMessages: { method: 'GET', path: '/api/chat/conversations/:id/messages', status: 200 },
  sendMessage: { method: 'POST', path: '/api/chat/conversations/:id/messages', status: 200 },
  /** Server-sent events; see its response in RouteSchemas. */
  streamMessage: {
    method: 'POST',
    path: '/api/chat/conversations/:id/messages/stream',
    status: 200,
  },
  exportConversation: { method: 'GET', path: '/api/chat/conversations/:id/export', status: 200 },
  giveFeedback: { method: 'POST', path: '/api/chat/feedback', status: 200 },
  searchChats: { method: 'GET', path: '/api/chat/search', status: 200 },
  reviewFeedback: { method: 'GET', path: '/api/admin/coach/feedback', status: 200 },
  crisisReferrals: { method: 'GET', path: '/api/admin/crisis-referrals', status: 200 },
  requestUpload: { method: 'POST', path: '/api/chat/upload', status: 200 },
  /** The signed link of requestUpload; the body is the file's bytes. */
  uploadFile: { method: 'PUT', path: '/api/chat/files/:fileId', status: 200 },
  downloadFile: { method: 'GET', path: '/api/chat/files/:fileId', status: 200 },

  // Content discovery for super administrators, and the resources library (discovery).
  listSources: { method: 'GET', path: '/api/discovery/sources', status: 200 },
  pageSources: { method: 'GET', path: '/api/discovery/sources/paged', status: 200 },
  createSource: { method: 'POST', path: '/api/discovery/sources', status: 201 },
  updateSource: { method: 'PATCH', path: '/api/discovery/sources/:id', status: 200 },
  approveSource: { method: 'POST', path: '/api/discovery/sources/:id/approve', status: 200 },
  rejectSource: { method: 'POST', path: '/api/discovery/sources/:id/reject', status: 200 },
  emergencyStop: {
    method: 'POST',
    path: '/api/discovery/sources/:id/emergency-stop',
    status: 200,
  },
  sourceAudit: { method: 'GET', path: '/api/discovery/sources/:id/audit', status: 200 },
  preflight: { method: 'GET', path: '/api/discovery/sources/:id/preflight', status: 200 },
  startCrawl: { method: 'POST', path: '/api/discovery/sources/:id/crawl', status: 202 },
  listJobs: { method: 'GET', path: '/api/discovery/jobs', status: 200 },
  pageJobs: { method: 'GET', path: '/api/discovery/jobs/paged', status: 200 },
  cancelJob: { method: 'POST', path: '/api/discovery/jobs/:id/cancel', status: 200 },
  searchResources: { method: 'GET', path: '/api/resources', status: 200 },

  // The care circle around each care recipient: members, invitations, tasks, updates (care-circle).
  listMyCircles: { method: 'GET', path: '/api/circles', status: 200 },
  getCircle: { method: 'GET', path: '/api/recipients/:id/circle', status: 200 },
  updateCircle: { method: 'PATCH', path: '/api/recipients/:id/circle', status: 200 },
  updateMyCircleSettings: { method: 'PATCH', path: '/api/recipients/:id/circle/me', status: 200 },
  changeMemberRole: {
    method: 'PATCH',
    path: '/api/recipients/:id/circle/members/:userId',
    status: 200,
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/recipients/:id/circle/members/:userId',
    status: 200,
  },
  transferOwnership: { method: 'POST', path: '/api/recipients/:id/circle/owner', status: 200 },
  createInvitation: { method: 'POST', path: '/api/recipients/:id/invitations', status: 201 },
  listInvitations: { method: 'GET', path: '/api/recipients/:id/invitations', status: 200 },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/recipients/:id/invitations/:invitationId',
    status: 200,
  },
  viewInvitation: { method: 'GET', path: '/api/invitations/:token', status: 200 },
  acceptInvitation: { method: 'POST', path: '/api/invitations/:token/accept', status: 200 },
  declineInvitation: { method: 'POST', path: '/api/invitations/:token/decline', status: 200 },
  listTasks: { method: 'GET', path: '/api/recipients/:id/tasks', status: 200 },
  createTask: { method: 'POST', path: '/api/recipients/:id/tasks', status: 201 },
  updateTask: { method: 'PATCH', path: '/api/recipients/:id/tasks/:taskId', status: 200 },
  deleteTask: { method: 'DELETE', path: '/api/recipients/:id/tasks/:taskId', status: 200 },
  takeTask: { method: 'POST', path: '/api/recipients/:id/tasks/:taskId/take', status: 200 },
  releaseTask: { method: 'POST', path: '/api/recipients/:id/tasks/:taskId/release', status: 200 },
  markTaskDone: { method: 'POST', path: '/api/recipients/:id/tasks/:taskId/done', status: 200 },
  cancelTaskOccurrence: {
    method: 'POST',
    path: '/api/recipients/:id/tasks/:taskId/cancellations',
    status: 200,
  },
  restoreTaskOccurrence: {
    method: 'DELETE',
    path: '/api/recipients/:id/tasks/:taskId/cancellations/:occurrence',
    status: 200,
  },
  listUpdates: { method: 'GET', path: '/api/recipients/:id/updates', status: 200 },
  postUpdate: { method: 'POST', path: '/api/recipients/:id/updates', status: 201 },
  deleteUpdate: { method: 'DELETE', path: '/api/recipients/:id/updates/:updateId', status: 200 },
  /** The body is the photo's or file's bytes; its post names it by the answered fileId. */
  uploadUpdateFile: { method: 'POST', path: '/api/recipients/:id/updates/files', status: 201 },
  downloadUpdateFile: {
    method: 'GET',
    path: '/api/recipients/:id/updates/:updateId/file',
    status: 200,
  },
  commentOnUpdate: {
    method: 'POST',
    path: '/api/recipients/:id/updates/:updateId/comments',
    status: 201,
  },
  heartUpdate: { method: 'PUT', path: '/api/recipients/:id/updates/:updateId/heart', status: 200 },
  unheartUpdate: {
    method: 'DELETE',
    path: '/api/recipients/:id/updates/:updateId/heart',
    status: 200,
  },
  createCalendarFeed: { method: 'POST', path: '/api/recipients/:id/calendar-feed', status: 201 },
  revokeCalendarFeed: { method: 'DELETE', path: '/api/recipients/:id/calendar-feed', status: 200 },
  /** `feed` is `{token}.ics`, as calendar applications subscribe to it. */
  calendarFeed: { method: 'GET', path: '/api/calendar/:feed', status: 200 },

  // The recipient's medicines, doses and care log: owner, organizers and family only (care-circle).
  listMedications: { method: 'GET', path: '/api/recipients/:id/medications', status: 200 },
  createMedication: { method: 'POST', path: '/api/recipients/:id/medications', status: 201 },
  updateMedication: {
    method: 'PATCH',
    path: '/api/recipients/:id/medications/:medicationId',
    status: 200,
  },
  medicationHistory: {
    method: 'GET',
    path: '/api/recipients/:id/medications/:medicationId/history',
    status: 200,
  },
  coachMedicines: { method: 'GET', path: '/api/recipients/:id/coach-medicines', status: 200 },
  setCoachMedicines: { method: 'PUT', path: '/api/recipients/:id/coach-medicines', status: 200 },
  listDoses: { method: 'GET', path: '/api/recipients/:id/doses', status: 200 },
  logDose: { method: 'POST', path: '/api/recipients/:id/doses', status: 201 },
  listCareLog: { method: 'GET', path: '/api/recipients/:id/log', status: 200 },
  addCareLogEntry: { method: 'POST', path: '/api/recipients/:id/log', status: 201 },
  setCareLogRanges: { method: 'PUT', path: '/api/recipients/:id/log/ranges', status: 200 },
  updateCareLogEntry: { method: 'PATCH', path: '/api/recipients/:id/log/:entryId', status: 200 },
  deleteCareLogEntry: { method: 'DELETE', path: '/api/recipients/:id/log/:entryId', status: 200 },
  healthAudit: { method: 'GET', path: '/api/recipients/:id/health-audit', status: 200 },
  visitSummary: { method: 'GET', path: '/api/recipients/:id/visit-summary', status: 200 },
  setVisitQuestions: {
    method: 'PUT',
    path: '/api/recipients/:id/visit-summary/questions',
    status: 200,
  },
  shareVisitSummary: {
    method: 'POST',
    path: '/api/recipients/:id/visit-summary/links',
    status: 201,
  },
  listVisitSummaryLinks: {
    method: 'GET',
    path: '/api/recipients/:id/visit-summary/links',
    status: 200,
  },
  revokeVisitSummaryLink: {
    method: 'DELETE',
    path: '/api/recipients/:id/visit-summary/links/:linkId',
    status: 200,
  },
  /** A clinician's view of one visit summary: the token in the address is the credential. */
  sharedVisitSummary: { method: 'GET', path: '/api/visit-summaries/:token', status: 200 },

  getPublicConfig: { method: 'GET', path: '/api/config', status: 200 },
} as const satisfies Record<string, HttpRoute>;

export interface HttpRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: `/api/${string}`;
  readonly status: number;
}

export type RouteName = keyof typeof Routes;

/** The wildcard `*` (the rest of the path) is named `path`, as the OpenAPI document names it. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}*`
      ? 'path'
      : never;

/** The path parameters of a route: `{ id: string }` for `/api/recipients/:id`. */
export type RouteParams<N extends RouteName> = {
  [K in ParamNames<(typeof Routes)[N]['path']>]: string;
};

/** A route's address with its parameters filled in (each one URL-encoded, but `path`'s slashes kept). */
export function routeUrl<N extends RouteName>(name: N, params: RouteParams<N>): string {
  const values = params as Record<string, string>;
  return Routes[name].path
    .replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''))
    .replace('*', () => (values.path ?? '').split('/').map(encodeURIComponent).join('/'));
}
