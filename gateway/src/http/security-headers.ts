import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const analyticsHosts = 'https://www.googletagmanager.com';
const analyticsEndpoints = 'https://*.google-analytics.com https://*.analytics.google.com';

/**
 * What the browser may load for the web app: its own files, styles injected by Ant Design, and
 * Google Analytics only (loaded only after consent, when configured). React's escaping is the
 * first guard against script in names, chats or crawled titles; this is the second.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${analyticsHosts}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${analyticsHosts} ${analyticsEndpoints}`,
  `connect-src 'self' ${analyticsHosts} ${analyticsEndpoints}`,
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const everyAnswer: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  // Unsubscribe links carry a token in the path: never sent on to another site.
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // The coach's voice input needs the microphone; nothing needs the camera or location.
  'permissions-policy': 'camera=(), geolocation=(), microphone=(self)',
};
const withPolicy = { ...everyAnswer, 'content-security-policy': contentSecurityPolicy };

/** Headers every answer carries; the policy is left off the API documentation (Swagger UI's own). */
export function securityHeaders(url: string): Record<string, string> {
  return url.startsWith('/api/docs') ? everyAnswer : withPolicy;
}

export function sendSecurityHeaders(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply) => {
      for (const [name, value] of Object.entries(securityHeaders(request.url)))
        if (!reply.hasHeader(name)) reply.header(name, value);
    });
}
