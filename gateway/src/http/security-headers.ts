import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';

const analyticsHosts = ['https://www.googletagmanager.com'];
const analyticsEndpoints = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * What the browser may load for the web app: its own files, styles injected by Ant Design, and
 * Google Analytics only (loaded only after consent, when configured). React's escaping is the
 * first guard against script in names, chats or crawled titles; this is the second.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...analyticsHosts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...analyticsHosts, ...analyticsEndpoints],
    connectSrc: ["'self'", ...analyticsHosts, ...analyticsEndpoints],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Helmet's headers that Tend sends (X-Content-Type-Options: nosniff among them); its other defaults are left off. */
const everyAnswer: HelmetOptions = {
  contentSecurityPolicy: false,
  // Unsubscribe links carry a token in the path: never sent on to another site.
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Not one of helmet's: the coach's voice input needs the microphone; nothing needs the camera or location. */
const permissionsPolicy = 'camera=(), geolocation=(), microphone=(self)';

type HeaderSetter = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Helmet's middleware, built once. (@fastify/helmet builds it anew for every request, which cost
 * about 5 % of the gateway's CPU per request in a profile.) Swagger UI starts itself with inline
 * script, so the policy is left off the API documentation.
 */
const withPolicy: HeaderSetter = helmet({ ...everyAnswer, contentSecurityPolicy });
const withoutPolicy: HeaderSetter = helmet(everyAnswer);

export function sendSecurityHeaders(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('permissions-policy', permissionsPolicy);
      const setHeaders = request.url.startsWith('/api/docs') ? withoutPolicy : withPolicy;
      setHeaders(request.raw, reply.raw, done);
    });
}
