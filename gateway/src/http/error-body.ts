import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { ErrorCodes, errorCodeForStatus, type ApiErrorBody } from '@tend/contracts';
import type { z } from 'zod';

/** The one error shape of the API: `message` is what the client shows, `code` what it switches on. */
export type ErrorBody = ApiErrorBody;

export function errorBody(
  statusCode: number,
  message: string,
  /** One of ErrorCodes: the status's general one unless a more precise one is known. */
  code: string = errorCodeForStatus(statusCode),
): ErrorBody {
  return { statusCode, code, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** An error to throw from a controller: the status, with its sentence in the API's error shape. */
export function httpError(statusCode: number, message: string): HttpException {
  return new HttpException(errorBody(statusCode, message), statusCode);
}

/** A failed validation: the first problem's message, and the input it is about. */
export function validationErrorBody(issue: z.core.$ZodIssue | undefined): ErrorBody {
  const body = errorBody(400, issue?.message ?? 'Invalid request', ErrorCodes.validation);
  const field = issue?.path.map(String).join('.');
  return field ? { ...body, field } : body;
}
