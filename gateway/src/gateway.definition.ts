import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { LOGGER, type ServiceDefinition } from '@tend/platform';
import { eligibilityEnabled, GatewayEnv, type GatewayConfig } from './config/gateway-env';
import { GatewayModule } from './gateway.module';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { acceptJsonOnly } from './http/accept-json-only';
import { ApiBodyLimitBytes, bodyRules } from './http/body-rules';
import { applyCachePolicy } from './http/cache-policy';
import { answerUnreadableRequest } from './http/client-error';
import { correlateRequests } from './http/correlation';
import { rejectNulCharacters } from './http/reject-nul-characters';
import { limitRequestBodies } from './http/request-body';
import { logRequests } from './http/request-log';
import { sendSecurityHeaders } from './http/security-headers';
import { setupOpenApi } from './http/openapi';
import { WebApp } from './web-app/web-app';

/** Where `npm run build` puts the web app, relative to this package's dist/ or src/. */
export const defaultWebDist = path.resolve(__dirname, '../../web/dist');

/** The gateway: the only HTTP entry. Its health and metrics share the API port. */
export const gatewayService: ServiceDefinition<GatewayConfig> = {
  name: 'gateway',
  env: GatewayEnv.transform((config) => ({ ...config, HEALTH_PORT: config.PORT })),
  consumesMessages: false,
  module: (config) => ({
    module: GatewayModule,
    providers: [
      {
        provide: WebApp,
        useValue: new WebApp(config.WEB_DIST_DIR || defaultWebDist, {
          eligibilityEnabled: eligibilityEnabled(config),
          supportEmail: config.SUPPORT_EMAIL,
        }),
      },
    ],
  }),
  http: (config) => ({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: ApiBodyLimitBytes,
    clientErrorHandler: answerUnreadableRequest,
    // Ids in paths are checked by each route; this only stops absurd URLs early.
    routerOptions: { maxParamLength: 200 },
  }),
  configure: async (app, config) => {
    correlateRequests(app);
    sendSecurityHeaders(app);
    applyCachePolicy(app);
    await app.register(fastifyCookie);
    setupOpenApi(app);
    await app.get(WebApp).register(app);
    acceptJsonOnly(app);
    rejectNulCharacters(app);
    limitRequestBodies(app, {
      ruleFor: bodyRules(config),
      lingerMs: config.REQUEST_BODY_TIMEOUT_MS,
    });
    logRequests(app, app.get(LOGGER));
    // Global (not APP_FILTER) so Nest also uses it for Fastify's own errors: bad JSON, sizes, types.
    app.useGlobalFilters(new AllExceptionsFilter(app.get(LOGGER), app.get(WebApp)));
  },
};
