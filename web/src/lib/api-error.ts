import { ErrorCodes, errorCodeForStatus } from '@tend/contracts';

/** The code of a call that got no answer at all (offline, connection dropped); never the server's. */
export const NetworkFailedCode = 'NETWORK_FAILED';

/**
 * Every failed call, however it was made (RTK Query, the chat stream, the upload). Features read
 * `code` to decide and `userMessage` to show; they never look into the message's words.
 */
export interface ApiError {
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** `"<status>: <response text or status text>"` (docs/product-spec.md section 8). */
  message: string;
  /** One of ErrorCodes (from the gateway's body, else the status's general one), or NETWORK_FAILED. */
  code: string;
  /** The server's words for the person, when it sent any. */
  userMessage?: string;
  /** The input a VALIDATION_FAILED is about, when the server named one. */
  field?: string;
  /** The facts of the error as data, when the server sent them (to word it in the reader's language). */
  details?: Record<string, unknown>;
}

/** An ApiError that can be thrown, for calls made outside RTK Query. */
export class ApiCallError extends Error implements ApiError {
  override readonly name = 'ApiCallError';
  readonly status: number;
  readonly code: string;
  readonly userMessage?: string;
  readonly field?: string;
  readonly details?: Record<string, unknown>;

  constructor(failure: ApiError) {
    super(failure.message);
    this.status = failure.status;
    this.code = failure.code;
    this.userMessage = failure.userMessage;
    this.field = failure.field;
    this.details = failure.details;
  }
}

/** The one reading of a failed answer: its status and its body, the gateway's JSON or any text. */
export function apiErrorFromResponse(status: number, text: string, statusText = ''): ApiError {
  const body = parseBody(text);
  const failure: ApiError = {
    status,
    message: `${status}: ${text || statusText}`,
    code: body.code ?? errorCodeForStatus(status),
  };
  if (body.userMessage) failure.userMessage = body.userMessage;
  if (body.field) failure.field = body.field;
  if (body.details) failure.details = body.details;
  return failure;
}

/** A call that got no answer: `reason` is what the browser said. */
export function networkError(reason: string): ApiError {
  return { status: 0, message: reason || 'Network error', code: NetworkFailedCode };
}

interface ReadBody {
  code?: string;
  userMessage?: string;
  field?: string;
  details?: Record<string, unknown>;
}

function parseBody(text: string): ReadBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { userMessage: text || undefined }; // plain text, e.g. from a proxy
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { code, message, field, details } = parsed as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    userMessage: firstText(message),
    field: typeof field === 'string' ? field : undefined,
    details:
      typeof details === 'object' && details !== null && !Array.isArray(details)
        ? (details as Record<string, unknown>)
        : undefined,
  };
}

/** A message is a string, or (Nest's own validation) a list whose first entry counts. */
function firstText(message: unknown): string | undefined {
  const text = Array.isArray(message) ? (message[0] as unknown) : message;
  return typeof text === 'string' && text ? text : undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string' &&
    typeof (value as ApiError).code === 'string'
  );
}

/** The code of a failed call; undefined for anything that is not one. */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** The field a failed call's validation is about, when it failed validation. */
export function invalidField(error: unknown): string | undefined {
  return isApiError(error) && error.code === ErrorCodes.validation ? error.field : undefined;
}

/**
 * The human part of an error for a toast: the server's words for a failed call, the message of
 * any other Error. Undefined when there is nothing useful.
 */
export function serverMessage(error: unknown): string | undefined {
  if (isApiError(error)) return error.userMessage;
  return error instanceof Error ? error.message || undefined : undefined;
}
