import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CorrelationHeader, sanitizeCorrelationId, withCorrelation } from '@tend/platform';

/**
 * Gives every request a correlation id (the caller's, when it sent a sane one) that follows it
 * through RPC, events and jobs, and hands it back in the response so a user can quote it. A
 * Fastify hook rather than Nest middleware: middleware costs a middie pass on every request.
 */
export function correlateRequests(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const id = sanitizeCorrelationId(request.headers[CorrelationHeader]) ?? randomUUID();
      void reply.header(CorrelationHeader, id);
      withCorrelation(id, done);
    });
}
