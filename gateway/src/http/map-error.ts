import { randomUUID } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import { ZodError } from 'zod';
import { RpcCallError } from '@tend/platform';
import { ApiErrorBody } from '@tend/contracts';
import { errorBody, validationErrorBody, type ErrorBody } from './error-body';

/**
 * Fastify's own request errors (body parsing, sizes, media types), worded for a person. Nest
 * hands them over as HttpExceptions carrying only Fastify's message, so they are known by it.
 */
const fastifyMessages: [prefix: string, message: string][] = [
  ['Body is not valid JSON', 'The request body is not valid JSON.'],
  [
    "Body cannot be empty when content-type is set to 'application/json'",
    'The request body is empty but says it is JSON.',
  ],
  ['Request body is too large', 'The request is too large.'],
  ['Unsupported Media Type', 'This content type is not accepted here. Please send JSON.'],
  ['Request body size did not match Content-Length', 'The request length does not match its body.'],
];

function readable(message: string): string {
  return fastifyMessages.find(([prefix]) => message.startsWith(prefix))?.[1] ?? message;
}

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
  if (error instanceof RpcCallError) {
    const { status, message, code, details } = error.body;
    const body = errorBody(status, message, code);
    return { body: details ? { ...body, details } : body };
  }
  if (error instanceof ZodError) return { body: validationErrorBody(error.issues[0]) };
  if (error instanceof HttpException) {
    const response = error.getResponse();
    // Raised with one of our own error bodies: its code and field stay.
    if (isErrorBody(response))
      return { body: { ...response, message: readable(response.message) } };
    const message = httpExceptionMessage(response, error.message);
    return { body: errorBody(error.getStatus(), readable(message)) };
  }
  const fastifyError = error as FastifyLikeError;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = readable(fastifyError.message || 'Bad request');
    return { body: errorBody(status, message) };
  }
  const errorId = randomUUID().slice(0, 8);
  return {
    body: errorBody(
      500,
      `Something went wrong on our side. Please try again. (Error id: ${errorId})`,
    ),
    errorId,
  };
}

function isErrorBody(response: string | object): response is ErrorBody {
  return ApiErrorBody.safeParse(response).success;
}

/** Nest's HttpException carries its text as a string, `{message}` or `{message: [first, ...]}`. */
function httpExceptionMessage(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}
