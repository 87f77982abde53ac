import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Routes Nest's own log lines into pino so there is one format and one level setting. Nest's
 * start-up chatter (every module and route) is debug; its warnings and errors stay loud.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error(
      { context, trace },
      message instanceof Error ? message.message : String(message),
    );
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
