import { randomUUID } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import { ZodError } from 'zod';
import { RpcCallError } from '@tend/platform';
import { errorBody, type ErrorBody } from './error-body';

/** Fastify's own request errors (body parsing, sizes, media types), worded for a person. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
};

interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  message?: string;
}

export interface MappedError {
  body: ErrorBody;
  /** Set for a 500: the id printed in the log next to the stack, shown to the user instead of it. */
  errorId?: string;
}

/** Maps anything thrown while answering a request to a status and a message a user can read. */
export function mapError(error: unknown): MappedError {
  if (error instanceof RpcCallError) return { body: errorBody(error.body.status, error.body.message) };
  if (error instanceof ZodError) {
    return { body: errorBody(400, error.issues[0]?.message ?? 'Invalid request') };
  }
  if (error instanceof HttpException) {
    const response = error.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : Array.isArray((response as { message?: unknown }).message)
          ? String((response as { message: unknown[] }).message[0])
          : String((response as { message?: unknown }).message ?? error.message);
    return { body: errorBody(error.getStatus(), message) };
  }
  const fastifyError = error as FastifyLikeError;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = (fastifyError.code && fastifyMessages[fastifyError.code]) || fastifyError.message || 'Bad request';
    return { body: errorBody(status, message) };
  }
  const errorId = randomUUID().slice(0, 8);
  return {
    body: errorBody(500, `Something went wrong on our side. Please try again. (Error id: ${errorId})`),
    errorId,
  };
}
