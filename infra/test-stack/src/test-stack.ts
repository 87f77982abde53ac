import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startMailCatcher, type MailCatcher } from '@tend/mail-catcher';
import {
  processNames,
  startService,
  type Env,
  type RunningService,
  type ServiceDefinition,
  type ServiceProcessName,
} from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import type { RouteName, RouteResponse } from '@tend/contracts';
import { gatewayService } from '@tend/gateway';
import { identityService } from '@tend/identity';
import { emailWorkerService, notificationsService } from '@tend/notifications';
import { careProfileService } from '@tend/care-profile';
import { assessmentService } from '@tend/assessment';
import { careCircleService } from '@tend/care-circle';
import { coachService } from '@tend/coach';
import { crawlWorkerService, discoveryService } from '@tend/discovery';
import { sendApi, type ApiOptions, type ApiResponse } from './http-api';
import {
  callRoute,
  callRouteExpectingError,
  callRouteStatus,
  callRouteWithHeaders,
  type CallArgs,
  type CallError,
} from './route-call';

type Launcher = (ns: TestNamespace, env: Env) => Promise<RunningService<unknown>>;

/** Launches one typed service definition in a namespace. */
function launcher<C extends Parameters<ServiceDefinition['module']>[0]>(
  definition: ServiceDefinition<C>,
): Launcher {
  return (ns, env) => startService(definition, ns.config(definition, env));
}

/** Every service and worker of the manifest (`@tend/platform/processes`), by name. */
const definitions = {
  identity: launcher(identityService),
  notifications: launcher(notificationsService),
  'email-worker': launcher(emailWorkerService),
  'care-profile': launcher(careProfileService),
  assessment: launcher(assessmentService),
  coach: launcher(coachService),
  discovery: launcher(discoveryService),
  'crawl-worker': launcher(crawlWorkerService),
  'care-circle': launcher(careCircleService),
} satisfies Record<ServiceProcessName, Launcher>;
export type StackService = keyof typeof definitions;

/** A process of the manifest the definitions above lack fails here by name (typecheck names it too). */
function launcherOf(name: StackService): Launcher {
  const launch: Launcher | undefined = definitions[name];
  if (!launch)
    throw new Error(`${name} has no definition in infra/test-stack/src/test-stack.ts: add it`);
  return launch;
}

/** What a care circle stands on: accounts, the recipients it opens from, its notices and e-mail. */
export const circleServices: StackService[] = [
  'identity',
  'care-profile',
  'notifications',
  'email-worker',
  'care-circle',
];

/** Every service and worker that answers the API (the crawl worker only crawls). */
export const everyService: StackService[] = processNames('service', 'worker').filter(
  (name) => name !== 'crawl-worker',
);

/**
 * A whole Tend in one test process: the real gateway and services on the real PostgreSQL,
 * RabbitMQ and Redis (in this file's own namespace), with a real SMTP sink for e-mail.
 */
export class TestStack {
  readonly ns = new TestNamespace();
  readonly secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_SIGNING_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    CIRCLE_UPLOAD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  /** care-circle's upload folder, this stack's own: removed when it stops. */
  readonly circleUploads = path.join(os.tmpdir(), `tend-${this.ns.id}-circle-uploads`);
  mail!: MailCatcher;
  gateway!: RunningService<unknown>;
  readonly running = new Map<StackService, RunningService<unknown>>();
  private readonly replicas: RunningService<unknown>[] = [];
  private env: Env = {};

  static async start(services: StackService[], env: Env = {}): Promise<TestStack> {
    const stack = new TestStack();
    try {
      stack.mail = await startMailCatcher();
      stack.env = {
        ...stack.secrets,
        SMTP_URL: stack.mail.smtpUrl,
        PUBLIC_URL: 'http://localhost:8080',
        RPC_TIMEOUT_MS: '10000',
        CIRCLE_UPLOAD_DIR: stack.circleUploads,
        ...env,
      };
      // Every start settles before any failure is reported, so nothing is left starting after cleanup.
      const started = await Promise.allSettled(services.map((name) => stack.startService(name)));
      const failed = started.find(
        (result): result is PromiseRejectedResult => result.status === 'rejected',
      );
      if (failed) throw failed.reason;
      stack.gateway = await startService(
        gatewayService,
        stack.ns.config(gatewayService, { ...stack.env, PORT: '0', TRUST_PROXY: 'true' }),
      );
      return stack;
    } catch (error) {
      await stack.stop().catch(() => undefined);
      throw error;
    }
  }

  /** Stops the gateway and starts it again with `env` on top (on a new port: read `url` again). */
  async restartGateway(env: Env = {}): Promise<void> {
    await this.gateway.stop();
    this.env = { ...this.env, ...env };
    this.gateway = await startService(
      gatewayService,
      this.ns.config(gatewayService, { ...this.env, PORT: '0', TRUST_PROXY: 'true' }),
    );
  }

  async startService(name: StackService, env: Env = {}): Promise<RunningService<unknown>> {
    const running = await launcherOf(name)(this.ns, { ...this.env, ...env });
    this.running.set(name, running);
    return running;
  }

  /**
   * The environment for running `name` as its own OS process in this stack (to kill -9 it, say):
   * the stack's settings and secrets, its namespace, and the database of `database`.
   */
  processEnv(name: string, database: string = name, env: Env = {}): Record<string, string> {
    this.ns.track(database);
    return this.ns.env({
      ...this.env,
      DATABASE_URL: this.ns.databaseUrl(database),
      ...env,
    }) as Record<string, string>;
  }

  /** Another process of the same service, sharing its queues and database (scale-out). */
  async startReplica(name: StackService): Promise<RunningService<unknown>> {
    const replica = await launcherOf(name)(this.ns, this.env);
    this.replicas.push(replica);
    return replica;
  }

  async stopService(name: StackService): Promise<void> {
    await this.running.get(name)?.stop();
    this.running.delete(name);
  }

  service(name: StackService): RunningService<unknown> {
    const running = this.running.get(name);
    if (!running) throw new Error(`${name} is not running in this stack`);
    return running;
  }

  get url(): string {
    return this.gateway.healthUrl;
  }

  /**
   * Calls a route by name (`Routes`, `RouteSchemas`) as `api` would: the path parameters, query
   * and body the route needs, typed by its contract. Fails unless it answers the route's success
   * status with its answer's shape; answers that typed answer.
   * `await stack.call('renameConversation', { token, params: { id }, body: { title } })`
   */
  call<N extends RouteName>(name: N, ...input: CallArgs<N>): Promise<RouteResponse<N>> {
    return callRoute(this, name, ...input);
  }

  /** As `call`, with the answer's headers. */
  callWithHeaders<N extends RouteName>(
    name: N,
    ...input: CallArgs<N>
  ): Promise<{ answer: RouteResponse<N>; headers: Headers }> {
    return callRouteWithHeaders(this, name, ...input);
  }

  /**
   * Calls a route that should refuse: fails unless the answer is one of the route's declared
   * errors (status and code) in the API's error body; answers its status, body and headers.
   */
  callExpectingError<N extends RouteName>(name: N, ...input: CallArgs<N>): Promise<CallError> {
    return callRouteExpectingError(this, name, ...input);
  }

  /**
   * The status a route answers (`expect(await stack.callStatus('currentUser', { token })).toBe(401)`):
   * fails unless it is the route's success, with its answer's shape, or one of its declared errors.
   */
  callStatus<N extends RouteName>(name: N, ...input: CallArgs<N>): Promise<number> {
    return callRouteStatus(this, name, ...input);
  }

  /** Untyped HTTP, for what no route's contract allows (malformed requests, raw proofs). */
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: ApiOptions = {},
  ): Promise<ApiResponse<T>> {
    return sendApi<T>(this.url, method, path, options);
  }

  async stop(): Promise<void> {
    await this.gateway?.stop();
    await Promise.all(
      [...this.running.values(), ...this.replicas].map((service) => service.stop()),
    );
    await this.mail?.stop();
    await rm(this.circleUploads, { recursive: true, force: true });
    await this.ns.cleanup();
  }
}
