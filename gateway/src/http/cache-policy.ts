import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** API answers that hold nothing of anyone: the public settings and the API's own documentation. */
const sharedAnswers = /^\/api\/(config|docs)([/?]|$)/;

/**
 * What caches may keep of an API answer (ASVS 8.2.1). Anything that may carry a token, a session,
 * the current user or personal data (every other /api answer, including an unsubscribe page's
 * address and every error) is `no-store`; the few that hold nothing of anyone are `private,
 * no-cache`, never kept by a shared cache. Pages and static files keep their own headers.
 */
export function applyCachePolicy(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/')) {
        const own = reply.getHeader('cache-control');
        if (sharedAnswers.test(request.url)) {
          if (own === undefined) void reply.header('cache-control', 'private, no-cache');
        } else if (typeof own !== 'string' || !own.includes('no-store')) {
          void reply.header('cache-control', 'no-store');
        }
      }
      done(null, payload);
    });
}
