import { z } from 'zod';
import { AssessmentRpc } from '../assessment/assessment.rpc';
import { SubmitAssessmentBody } from '../assessment/assessment.schemas';
import {
  AccountLanguageBody,
  AnalyticsConsentBody,
  CompleteSignupBody,
  LoginBody,
  SendVerificationBody,
} from '../identity/auth.schemas';
import { ChangeEmailBody, ConfirmEmailChangeBody } from '../identity/email-change.schemas';
import {
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  ResetLinkBody,
  ResetPasswordBody,
  SignupLinkBody,
} from '../identity/password.schemas';
import { CareCircleRpc } from '../care-circle/care-circle.rpc';
import {
  ChangeRoleBody,
  InviteBody,
  TransferOwnershipBody,
  UpdateCircleBody,
  UpdateMySettingsBody,
} from '../care-circle/circle.schemas';
import {
  CancelOccurrenceBody,
  CreateTaskBody,
  TaskDoneBody,
  TasksQuery,
  UpdateTaskBody,
} from '../care-circle/task.schemas';
import { CommentBody, PostUpdateBody } from '../care-circle/update.schemas';
import { UpdateFileQuery, UploadedUpdateFile } from '../care-circle/update-files';
import {
  AddLogEntryBody,
  LogQuery,
  SetLogRangesBody,
  UpdateLogEntryBody,
} from '../care-circle/care-log.schemas';
import { DosesQuery, LogDoseBody } from '../care-circle/dose.schemas';
import { CoachMedicinesSetting } from '../care-circle/coach-medicines';
import { CareCircleHealthRpc } from '../care-circle/health.rpc';
import { VisitQuestionsBody } from '../care-circle/visit-summary.schemas';
import {
  CreateMedicationBody,
  MedicationsQuery,
  UpdateMedicationBody,
} from '../care-circle/medication.schemas';
import { CareProfileRpc } from '../care-profile/care-profile.rpc';
import { CoachRpc } from '../coach/coach.rpc';
import {
  CreateConversationBody,
  ExportQuery,
  FeedbackBody,
  FeedbackReviewQuery,
  RenameConversationBody,
  SearchQuery,
  SendMessageBody,
  UploadGrant,
} from '../coach/coach.schemas';
import { CrisisReferralsQuery } from '../coach/crisis-referrals.schemas';
import { PublicConfig } from '../config/public-config';
import { DataExportAnswer } from '../data-export/data-export.rpc';
import { DiscoveryRpc } from '../discovery/discovery.rpc';
import {
  ApproveSourceBody,
  ContentSourceBody,
  EmergencyStopBody,
  JobsPageQuery,
  JobsQuery,
  RejectSourceBody,
  ResourcesQuery,
  SourcesPageQuery,
  UpdateContentSourceBody,
} from '../discovery/discovery.schemas';
import { ErrorCodes, type ErrorCode } from '../errors/error-codes';
import { EmailChangeRpc } from '../identity/email-change.rpc';
import { IdentityRpc } from '../identity/identity.rpc';
import { PasswordRpc } from '../identity/password.rpc';
import { NotificationsQuery } from '../notifications/notification.schemas';
import { NotificationsRpc } from '../notifications/notifications.rpc';
import {
  SaveProfileBody,
  UpdateProfileBody,
  CreateCareRecipientBody,
} from '../care-profile/profile.schemas';
import { UpdateCommunicationSettingsBody } from '../care-profile/communication-settings.schemas';
import { EmailEligibilityResultsBody } from '../notifications/eligibility-email.schemas';
import { PublicSupportRequestBody, SupportRequestBody } from '../notifications/support.schemas';
import type { RouteName } from './routes';

/** The error statuses a route can answer, each with the codes (ErrorCodes) it answers them with. */
export type RouteErrors = Readonly<Partial<Record<number, readonly ErrorCode[]>>>;

/** An answer that is not a JSON document (a file, a redirect, a stream of events). */
export interface RawResponse {
  readonly contentType: string | null;
  readonly description: string;
}

/** What a route reads and answers. Its method, path and success status are in Routes. */
export interface RouteSchema {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly response: z.ZodType | RawResponse;
  readonly errors: RouteErrors;
}

const E = ErrorCodes;
const Health = CareCircleHealthRpc;
/** Every request counts against the per-address limit, and anything can fail. */
const anyRoute: RouteErrors = { 429: [E.tooMany], 500: [E.internal] };
const jsonBody: RouteErrors = { 400: [E.validation], 415: [E.unsupportedMedia] };
const badQuery: RouteErrors = { 400: [E.validation] };
const signedIn: RouteErrors = { 401: [E.unauthorized] };
const superAdmin: RouteErrors = { 401: [E.unauthorized], 403: [E.forbidden] };
/** A path id that is not a uuid, or names nothing of the caller's. */
const notFound: RouteErrors = { 404: [E.notFound] };
/** The service behind the route did not answer in time. */
const service: RouteErrors = { 503: [E.unavailable] };
const user = [signedIn, service];
/** Sending a message: still answering it, the same id with other content, or the model failing. */
const answering: RouteErrors = {
  409: [E.coachMessageInProgress, E.conflict],
  502: [E.coachModelUnavailable],
};
const admin = [superAdmin, service];
/** A circle's route: the caller must be in it (else 404) and have the role for it (else 403). */
const member = [notFound, { 403: [E.circleRoleRequired] }, signedIn, service];
/** A change the account's current password must prove: given, but not hers. */
const passwordProof: RouteErrors = { 400: [E.passwordIncorrect] };
/** Something already so (a task someone else has taken, a member who is already the owner). */
const conflict: RouteErrors = { 409: [E.conflict] };
/** An invitation link: unknown (404), or expired, revoked or already answered (410). */
const invitationLink: RouteErrors = { 404: [E.notFound], 410: [E.gone] };

export function mergeRouteErrors(...sets: RouteErrors[]): RouteErrors {
  const merged: Record<number, ErrorCode[]> = {};
  for (const [status, codes] of sets.flatMap((set) => Object.entries(set))) {
    const known = (merged[Number(status)] ??= []);
    for (const code of codes ?? []) if (!known.includes(code)) known.push(code);
  }
  return merged;
}

/** A route's schemas, with the errors its body, query and every request can answer added. */
function route<const D extends Omit<RouteSchema, 'errors'>>(
  definition: D,
  ...errors: RouteErrors[]
): D & { errors: RouteErrors } {
  const input = [definition.body ? jsonBody : {}, definition.query ? badQuery : {}];
  return { ...definition, errors: mergeRouteErrors(anyRoute, ...input, ...errors) };
}

const raw = (contentType: string | null, description: string): RawResponse => ({
  contentType,
  description,
});
/** Where an uploaded file can be read back, as a message's attachment names it. */
export const UploadedFile = z.object({
  path: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

export const RouteSchemas = {
  sendVerification: route(
    { body: SendVerificationBody, response: IdentityRpc.sendVerification.response },
    service,
  ),
  completeSignup: route(
    { body: CompleteSignupBody, response: IdentityRpc.completeSignup.response },
    { 400: [E.signupTokenInvalid], 409: [E.conflict] },
    service,
  ),
  login: route({ body: LoginBody, response: IdentityRpc.login.response }, signedIn, service),
  logout: route({ response: z.object({ redirectUrl: z.literal('/') }) }, service),
  logoutNavigation: route({ response: raw(null, 'Ends the session; a redirect to /.') }, service),
  loginNavigation: route({ response: raw(null, 'A redirect to /login.') }),
  currentUser: route({ response: IdentityRpc.currentUser.response }, ...user),
  listSessions: route({ response: IdentityRpc.listSessions.response }, ...user),
  revokeSession: route({ response: IdentityRpc.revokeSession.response }, notFound, ...user),
  revokeOtherSessions: route({ response: IdentityRpc.revokeOtherSessions.response }, ...user),
  setAnalyticsConsent: route(
    { body: AnalyticsConsentBody, response: IdentityRpc.setAnalyticsConsent.response },
    ...user,
  ),
  setLanguage: route(
    { body: AccountLanguageBody, response: IdentityRpc.setLanguage.response },
    ...user,
  ),
  deleteAccount: route(
    { body: DeleteAccountBody, response: IdentityRpc.deleteAccount.response },
    passwordProof,
    ...user,
  ),
  accountDeletionStatus: route(
    { response: IdentityRpc.deletionStatus.response },
    notFound,
    ...admin,
  ),
  requestEmailChange: route(
    { body: ChangeEmailBody, response: EmailChangeRpc.requestEmailChange.response },
    { 409: [E.conflict] },
    passwordProof,
    ...user,
  ),
  confirmEmailChange: route(
    { body: ConfirmEmailChangeBody, response: EmailChangeRpc.confirmEmailChange.response },
    { 409: [E.conflict], 410: [E.gone] },
    service,
  ),
  forgotPassword: route(
    { body: ForgotPasswordBody, response: PasswordRpc.forgotPassword.response },
    service,
  ),
  checkResetLink: route(
    { body: ResetLinkBody, response: PasswordRpc.checkResetLink.response },
    service,
  ),
  resetPassword: route(
    { body: ResetPasswordBody, response: PasswordRpc.resetPassword.response },
    { 410: [E.resetLinkGone] },
    service,
  ),
  changePassword: route(
    { body: ChangePasswordBody, response: PasswordRpc.changePassword.response },
    passwordProof,
    ...user,
  ),
  checkSignupLink: route(
    { body: SignupLinkBody, response: PasswordRpc.checkSignupLink.response },
    service,
  ),
  requestDataExport: route({ response: DataExportAnswer }, ...user),
  latestDataExport: route({ response: DataExportAnswer }, ...user),
  downloadDataExport: route(
    { response: raw('application/json', 'The copy of the account’s data, as an attachment.') },
    { 403: [E.forbidden], 410: [E.gone, E.exportExpired] },
    notFound,
    ...user,
  ),

  getProfile: route({ response: CareProfileRpc.getProfile.response }, ...user),
  saveProfile: route(
    { body: SaveProfileBody, response: CareProfileRpc.saveProfile.response },
    ...user,
  ),
  updateProfile: route(
    { body: UpdateProfileBody, response: CareProfileRpc.updateProfile.response },
    ...user,
  ),
  listRecipients: route({ response: CareProfileRpc.listRecipients.response }, ...user),
  createRecipient: route(
    { body: CreateCareRecipientBody, response: CareProfileRpc.createRecipient.response },
    { 409: [E.conflict] },
    ...user,
  ),
  updateRecipient: route(
    { body: CreateCareRecipientBody, response: CareProfileRpc.updateRecipient.response },
    notFound,
    ...user,
  ),
  deleteRecipient: route({ response: CareProfileRpc.deleteRecipient.response }, notFound, ...user),
  getCommunicationSettings: route(
    { response: CareProfileRpc.getCommunicationSettings.response },
    ...user,
  ),
  updateCommunicationSettings: route(
    {
      body: UpdateCommunicationSettingsBody,
      response: CareProfileRpc.updateCommunicationSettings.response,
    },
    ...user,
  ),
  /** 404 while the eligibility features are off. */
  listEligibilityResults: route(
    { response: CareProfileRpc.listEligibilityResults.response },
    notFound,
    ...user,
  ),
  /** 404 while the eligibility features are off. */
  latestEligibilityAnswers: route(
    { response: CareProfileRpc.latestEligibilityAnswers.response },
    notFound,
    ...user,
  ),
  /** A visitor's results e-mailed once; 404 while the eligibility features are off. */
  emailEligibilityResults: route(
    {
      body: EmailEligibilityResultsBody,
      response: NotificationsRpc.emailEligibilityResults.response,
    },
    notFound,
    service,
  ),
  /** A bad token answers `success: false`, never an error. */
  unsubscribe: route({ response: CareProfileRpc.unsubscribe.response }, service),
  unsubscribeOneClick: route({ response: CareProfileRpc.unsubscribe.response }, service),

  submitAssessment: route(
    { body: SubmitAssessmentBody, response: AssessmentRpc.submit.response },
    ...user,
  ),
  listAssessments: route({ response: AssessmentRpc.list.response }, ...user),
  getAssessment: route({ response: AssessmentRpc.get.response }, notFound, ...user),

  listNotifications: route(
    { query: NotificationsQuery, response: NotificationsRpc.listInbox.response },
    ...user,
  ),
  markAllNotificationsRead: route({ response: NotificationsRpc.markAllRead.response }, ...user),
  markNotificationRead: route({ response: NotificationsRpc.markRead.response }, notFound, ...user),
  getCheckInReminder: route({ response: NotificationsRpc.getCheckInReminder.response }, ...user),
  /** 409: her account has not reached notifications yet (a moment after sign-up). */
  askCheckInReminder: route(
    { response: NotificationsRpc.askCheckInReminder.response },
    { 409: [E.conflict] },
    ...user,
  ),
  submitSupport: route(
    { body: SupportRequestBody, response: NotificationsRpc.submitSupport.response },
    ...user,
  ),
  /** The same answer whether the request was delivered or caught by the honeypot. */
  submitPublicSupport: route(
    { body: PublicSupportRequestBody, response: NotificationsRpc.submitPublicSupport.response },
    service,
  ),

  listConversations: route({ response: CoachRpc.listConversations.response }, ...user),
  createConversation: route(
    { body: CreateConversationBody, response: CoachRpc.createConversation.response },
    ...user,
  ),
  renameConversation: route(
    { body: RenameConversationBody, response: CoachRpc.renameConversation.response },
    notFound,
    ...user,
  ),
  deleteConversation: route({ response: CoachRpc.deleteConversation.response }, notFound, ...user),
  listMessages: route({ response: CoachRpc.listMessages.response }, notFound, ...user),
  sendMessage: route(
    { body: SendMessageBody, response: CoachRpc.sendMessage.response },
    answering,
    notFound,
    ...user,
  ),
  /**
   * The answer as it is written: `delta` {text} and `status` {status} events, then `done`
   * (sendMessage's answer) or `error` (the error body). A failure before the first event is an
   * ordinary HTTP error.
   */
  streamMessage: route(
    { body: SendMessageBody, response: raw('text/event-stream', 'Server-sent events.') },
    answering,
    notFound,
    ...user,
  ),
  exportConversation: route(
    {
      query: ExportQuery,
      response: raw('text/markdown', 'The conversation as a Markdown file.'),
    },
    notFound,
    ...user,
  ),
  giveFeedback: route(
    { body: FeedbackBody, response: CoachRpc.giveFeedback.response },
    notFound,
    ...user,
  ),
  searchChats: route({ query: SearchQuery, response: CoachRpc.search.response }, ...user),
  reviewFeedback: route(
    { query: FeedbackReviewQuery, response: CoachRpc.reviewFeedback.response },
    ...admin,
  ),
  crisisReferrals: route(
    { query: CrisisReferralsQuery, response: CoachRpc.crisisReferrals.response },
    ...admin,
  ),
  requestUpload: route({ response: UploadGrant }, signedIn),
  /** The signed link is the credential: expired (410), not valid (403), or used (409). */
  uploadFile: route(
    { response: UploadedFile },
    { 403: [E.forbidden], 409: [E.conflict], 410: [E.gone] },
    { 413: [E.tooLarge], 415: [E.unsupportedMedia, E.unsupportedFile] },
    notFound,
    service,
  ),
  downloadFile: route(
    { response: raw('application/octet-stream', 'The file, with its own content type.') },
    notFound,
    ...user,
  ),

  listSources: route({ response: DiscoveryRpc.listSources.response }, ...admin),
  pageSources: route(
    { query: SourcesPageQuery, response: DiscoveryRpc.pageSources.response },
    ...admin,
  ),
  createSource: route(
    { body: ContentSourceBody, response: DiscoveryRpc.createSource.response },
    { 409: [E.conflict] },
    ...admin,
  ),
  updateSource: route(
    { body: UpdateContentSourceBody, response: DiscoveryRpc.updateSource.response },
    { 409: [E.conflict] },
    notFound,
    ...admin,
  ),
  approveSource: route(
    { body: ApproveSourceBody, response: DiscoveryRpc.approveSource.response },
    { 409: [E.conflict] },
    notFound,
    ...admin,
  ),
  rejectSource: route(
    { body: RejectSourceBody, response: DiscoveryRpc.rejectSource.response },
    { 409: [E.conflict] },
    notFound,
    ...admin,
  ),
  emergencyStop: route(
    { body: EmergencyStopBody, response: DiscoveryRpc.emergencyStop.response },
    { 409: [E.conflict] },
    notFound,
    ...admin,
  ),
  sourceAudit: route({ response: DiscoveryRpc.sourceAudit.response }, notFound, ...admin),
  preflight: route({ response: DiscoveryRpc.preflight.response }, notFound, ...admin),
  startCrawl: route(
    { response: DiscoveryRpc.startCrawl.response },
    { 409: [E.conflict] },
    notFound,
    ...admin,
  ),
  listJobs: route({ query: JobsQuery, response: DiscoveryRpc.listJobs.response }, ...admin),
  pageJobs: route({ query: JobsPageQuery, response: DiscoveryRpc.pageJobs.response }, ...admin),
  cancelJob: route(
    { response: DiscoveryRpc.cancelJob.response },
    { 409: [E.conflict] },
    notFound,
    ...admin,
  ),
  searchResources: route(
    { query: ResourcesQuery, response: DiscoveryRpc.searchResources.response },
    ...user,
  ),

  listMyCircles: route({ response: CareCircleRpc.listMyCircles.response }, ...user),
  getCircle: route({ response: CareCircleRpc.getCircle.response }, ...member),
  updateCircle: route(
    { body: UpdateCircleBody, response: CareCircleRpc.updateCircle.response },
    ...member,
  ),
  updateMyCircleSettings: route(
    { body: UpdateMySettingsBody, response: CareCircleRpc.updateMySettings.response },
    ...member,
  ),
  changeMemberRole: route(
    { body: ChangeRoleBody, response: CareCircleRpc.changeRole.response },
    conflict,
    ...member,
  ),
  removeMember: route({ response: CareCircleRpc.removeMember.response }, conflict, ...member),
  transferOwnership: route(
    { body: TransferOwnershipBody, response: CareCircleRpc.transferOwnership.response },
    conflict,
    ...member,
  ),
  createInvitation: route(
    { body: InviteBody, response: CareCircleRpc.invite.response },
    conflict,
    ...member,
  ),
  listInvitations: route({ response: CareCircleRpc.listInvitations.response }, ...member),
  revokeInvitation: route(
    { response: CareCircleRpc.revokeInvitation.response },
    conflict,
    ...member,
  ),
  /** Public: the link is the credential. It names who invited and for whom, nothing more. */
  viewInvitation: route(
    { response: CareCircleRpc.viewInvitation.response },
    invitationLink,
    service,
  ),
  acceptInvitation: route(
    { response: CareCircleRpc.acceptInvitation.response },
    invitationLink,
    conflict,
    ...user,
  ),
  declineInvitation: route(
    { response: CareCircleRpc.declineInvitation.response },
    invitationLink,
    ...user,
  ),
  listTasks: route({ query: TasksQuery, response: CareCircleRpc.listTasks.response }, ...member),
  createTask: route(
    { body: CreateTaskBody, response: CareCircleRpc.createTask.response },
    ...member,
  ),
  updateTask: route(
    { body: UpdateTaskBody, response: CareCircleRpc.updateTask.response },
    ...member,
  ),
  deleteTask: route({ response: CareCircleRpc.deleteTask.response }, ...member),
  takeTask: route({ response: CareCircleRpc.takeTask.response }, conflict, ...member),
  releaseTask: route({ response: CareCircleRpc.releaseTask.response }, conflict, ...member),
  markTaskDone: route(
    { body: TaskDoneBody, response: CareCircleRpc.markTaskDone.response },
    ...member,
  ),
  cancelTaskOccurrence: route(
    { body: CancelOccurrenceBody, response: CareCircleRpc.cancelOccurrence.response },
    ...member,
  ),
  /** 400 when the task does not happen at that date and time. */
  restoreTaskOccurrence: route(
    { response: CareCircleRpc.restoreOccurrence.response },
    { 400: [E.validation] },
    ...member,
  ),
  listUpdates: route({ response: CareCircleRpc.listUpdates.response }, ...member),
  postUpdate: route(
    { body: PostUpdateBody, response: CareCircleRpc.postUpdate.response },
    ...member,
  ),
  deleteUpdate: route({ response: CareCircleRpc.deleteUpdate.response }, ...member),
  /** Too large (413), not a photo or PDF, or empty (415). */
  uploadUpdateFile: route(
    { query: UpdateFileQuery, response: UploadedUpdateFile },
    { 413: [E.tooLarge], 415: [E.unsupportedMedia, E.unsupportedFile] },
    ...member,
  ),
  downloadUpdateFile: route(
    { response: raw(null, 'The photo or file, with its own content type.') },
    ...member,
  ),
  commentOnUpdate: route(
    { body: CommentBody, response: CareCircleRpc.comment.response },
    ...member,
  ),
  heartUpdate: route({ response: CareCircleRpc.heart.response }, ...member),
  unheartUpdate: route({ response: CareCircleRpc.heart.response }, ...member),
  createCalendarFeed: route({ response: CareCircleRpc.createCalendarFeed.response }, ...member),
  revokeCalendarFeed: route({ response: CareCircleRpc.revokeCalendarFeed.response }, ...member),
  /** Public: the secret token in the address is the credential; a revoked one is a 404. */
  calendarFeed: route(
    { response: raw('text/calendar', 'The circle’s tasks as an iCalendar feed.') },
    notFound,
    service,
  ),
  listMedications: route(
    { query: MedicationsQuery, response: Health.listMedications.response },
    ...member,
  ),
  createMedication: route(
    { body: CreateMedicationBody, response: Health.createMedication.response },
    ...member,
  ),
  updateMedication: route(
    { body: UpdateMedicationBody, response: Health.updateMedication.response },
    ...member,
  ),
  medicationHistory: route({ response: Health.medicationHistory.response }, ...member),
  coachMedicines: route({ response: Health.coachMedicines.response }, ...member),
  setCoachMedicines: route(
    { body: CoachMedicinesSetting, response: Health.setCoachMedicines.response },
    ...member,
  ),
  listDoses: route({ query: DosesQuery, response: Health.listDoses.response }, ...member),
  /** 409: the dose was given within its minimum gap ("Already given at 8:05 AM by Ana. Give again?", with `AlreadyGiven` as its details). */
  logDose: route({ body: LogDoseBody, response: Health.logDose.response }, conflict, ...member),
  listCareLog: route({ query: LogQuery, response: Health.listLog.response }, ...member),
  addCareLogEntry: route(
    { body: AddLogEntryBody, response: Health.addLogEntry.response },
    ...member,
  ),
  updateCareLogEntry: route(
    { body: UpdateLogEntryBody, response: Health.updateLogEntry.response },
    ...member,
  ),
  deleteCareLogEntry: route({ response: Health.deleteLogEntry.response }, ...member),
  setCareLogRanges: route(
    { body: SetLogRangesBody, response: Health.setLogRanges.response },
    ...member,
  ),
  healthAudit: route({ response: Health.healthAudit.response }, ...member),
  visitSummary: route({ response: Health.visitSummary.response }, ...member),
  setVisitQuestions: route(
    { body: VisitQuestionsBody, response: Health.setVisitQuestions.response },
    ...member,
  ),
  shareVisitSummary: route({ response: Health.shareVisitSummary.response }, ...member),
  listVisitSummaryLinks: route({ response: Health.listVisitSummaryLinks.response }, ...member),
  revokeVisitSummaryLink: route({ response: Health.revokeVisitSummaryLink.response }, ...member),
  /** Public: the secret token is the credential; an expired or revoked one is a 404. */
  sharedVisitSummary: route({ response: Health.sharedVisitSummary.response }, notFound, service),

  getPublicConfig: route({ response: PublicConfig }),
} satisfies Record<RouteName, RouteSchema>;

type Schemas = typeof RouteSchemas;

/** What the client sends as a route's JSON body (`void` when it sends none). */
export type RouteBody<N extends RouteName> = Schemas[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : void;
/** A route's query parameters, as the client sends them (`void` when it reads none). */
export type RouteQuery<N extends RouteName> = Schemas[N] extends {
  query: infer Q extends z.ZodType;
}
  ? z.input<Q>
  : void;
/** A route's JSON answer (`unknown` for a file, a redirect or a stream). */
export type RouteResponse<N extends RouteName> = Schemas[N]['response'] extends z.ZodType
  ? z.output<Schemas[N]['response']>
  : unknown;

export function isRawResponse(response: z.ZodType | RawResponse): response is RawResponse {
  return !(response instanceof z.ZodType);
}
