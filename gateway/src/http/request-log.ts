import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CorrelationHeader, type Logger } from '@tend/platform';

/**
 * One line per request: method, route pattern (never the raw URL, which can carry an unsubscribe
 * token or an upload signature), status and time; the correlation id comes with every line.
 */
export function logRequests(app: NestFastifyApplication, logger: Logger): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', async (request, reply) => {
      if (!logger.isLevelEnabled('info')) return; // no line, so nothing to gather for it
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/healthz' || route === '/readyz' || route === '/metrics') return;
      const correlationId = reply.getHeader(CorrelationHeader);
      logger.info(
        {
          method: request.method,
          route,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          correlationId,
        },
        'request',
      );
    });
}
