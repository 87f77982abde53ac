import { RpcException } from '@nestjs/microservices';
import { ErrorCodes, type ErrorCode, type RpcErrorBody } from '@tend/contracts';

/**
 * The typed errors a service raises. They travel back over RPC as `{status, code, message}` (and
 * `details`, when a client words the error itself) and the gateway answers with that status and
 * message, so the message is written for the user.
 */
export class DomainError extends RpcException {
  constructor(
    readonly status: number,
    /** The general code of the status, or a service's more precise one (all are in contracts). */
    readonly code: ErrorCode,
    message: string,
    /** The facts behind the message, for a client that words it in another language. */
    readonly details?: Record<string, unknown>,
  ) {
    super({ status, code, message, ...(details && { details }) } satisfies RpcErrorBody);
    this.message = message;
  }

  static badRequest(message: string) {
    return new DomainError(400, ErrorCodes.validation, message);
  }
  static unauthorized(message = 'Please sign in to continue.') {
    return new DomainError(401, ErrorCodes.unauthorized, message);
  }
  static forbidden(message = 'Access Denied') {
    return new DomainError(403, ErrorCodes.forbidden, message);
  }
  static notFound(message = 'We could not find that.') {
    return new DomainError(404, ErrorCodes.notFound, message);
  }
  static conflict(message: string, details?: Record<string, unknown>) {
    return new DomainError(409, ErrorCodes.conflict, message, details);
  }
  static tooManyRequests(message = 'Too many attempts. Please wait a moment and try again.') {
    return new DomainError(429, ErrorCodes.tooMany, message);
  }
}

/** Thrown by the RPC client: the service answered with an error, or did not answer in time. */
export class RpcCallError extends Error {
  override readonly name = 'RpcCallError';
  constructor(readonly body: RpcErrorBody) {
    super(body.message);
  }
}

export function serviceUnavailable(service: string): RpcCallError {
  return new RpcCallError({
    status: 503,
    code: ErrorCodes.unavailable,
    message: `This part of Tend (${service}) is not answering right now. Please try again in a moment.`,
  });
}
