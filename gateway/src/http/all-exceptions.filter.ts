import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { LOGGER, type Logger } from '@tend/platform';
import { mapError } from './map-error';

/** Every error leaves the gateway as `{statusCode, message, error}`; a 500 never shows a stack. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { body, errorId } = mapError(exception);
    if (errorId) this.logger.error({ errorId, err: exception }, 'unhandled error answering a request');
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
