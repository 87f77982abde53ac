import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { CorrelationHeader, sanitizeCorrelationId, withCorrelation } from '@tend/platform';

/**
 * Gives every request a correlation id (the caller's, when it sent a sane one) that follows it
 * through RPC, events and jobs, and hands it back in the response so a user can quote it.
 */
export function correlationMiddleware(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void {
  const id = sanitizeCorrelationId(request.headers[CorrelationHeader]) ?? randomUUID();
  response.setHeader(CorrelationHeader, id);
  withCorrelation(id, next);
}
