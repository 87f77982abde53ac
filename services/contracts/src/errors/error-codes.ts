// No zod here: the web's first download needs the codes, not the schemas beside them.
/**
 * Every error code the API answers with, in the RPC reply and in the gateway's JSON error body.
 * The client switches on these, never on the message, which is written for a caregiver to read.
 */
export const ErrorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  gone: 'GONE',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  tooMany: 'TOO_MANY_REQUESTS',
  /** Any other 4xx the gateway answers (a method not allowed, a length that does not match…). */
  badRequest: 'BAD_REQUEST',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL',
  // A service's more precise codes.
  signupTokenInvalid: 'SIGNUP_TOKEN_INVALID',
  resetLinkGone: 'RESET_LINK_GONE',
  /** The current password, given to prove who asks (a new password or e-mail, deletion), is wrong. */
  passwordIncorrect: 'PASSWORD_INCORRECT',
  exportExpired: 'EXPORT_EXPIRED',
  unsupportedFile: 'UNSUPPORTED_FILE',
  coachModelUnavailable: 'COACH_MODEL_UNAVAILABLE',
  coachMessageInProgress: 'COACH_MESSAGE_IN_PROGRESS',
  /** A member of a care circle whose role does not allow what they asked (a helper posting, say). */
  circleRoleRequired: 'CIRCLE_ROLE_REQUIRED',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: ErrorCodes.validation,
  401: ErrorCodes.unauthorized,
  403: ErrorCodes.forbidden,
  404: ErrorCodes.notFound,
  409: ErrorCodes.conflict,
  410: ErrorCodes.gone,
  413: ErrorCodes.tooLarge,
  415: ErrorCodes.unsupportedMedia,
  429: ErrorCodes.tooMany,
  503: ErrorCodes.unavailable,
};

/** The general code of an HTTP status, for an error raised without a more precise one. */
export function errorCodeForStatus(status: number): ErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? ErrorCodes.internal : ErrorCodes.badRequest);
}
