import { sql } from 'drizzle-orm';
import {
  IdentityRpc,
  type ContentSource,
  type ContentSourceBody,
  type DiscoveryJob,
  type EventContract,
  type EventPayload,
  type RouteName,
  type RouteResponse,
  type SourceAuditEntry,
} from '@tend/contracts';
import { DATABASE, RpcClient, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { signUp, type SignedUpCaregiver } from './caregiver';
import { FixtureSite } from '../fixtures/fixture-site';
import type { CallArgs, CallError } from './route-call';
import { TestStack } from './test-stack';

/** Every process a crawl needs, with the e-mail path sign-up uses. */
export const discoveryServices = [
  'identity',
  'notifications',
  'email-worker',
  'discovery',
  'crawl-worker',
] as const;

/**
 * A signed-up person made super administrator, once the gateway lets them into discovery and
 * every running service that keeps the role has learned it from the grant's event: discovery (to
 * name them in its audit log) and notifications (to send them crawl notices). Without the second
 * wait, a crawl that finished at once could reach notifications before the grant did.
 */
export async function signUpSuperAdmin(stack: TestStack, firstName = 'Ada') {
  const admin = await signUp(stack, firstName);
  await stack.gateway.app
    .get(RpcClient)
    .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
  await eventually(
    async () => (await stack.callStatus('listJobs', { token: admin.token })) === 200,
  );
  const discovery = stack.running.get('discovery');
  if (discovery)
    await eventually(
      () => administratorEmail(discovery.app.get<Database>(DATABASE), admin.userId),
      10_000,
      'discovery to learn the administrator',
    );
  const notifications = stack.running.get('notifications');
  if (notifications)
    await eventually(
      async () =>
        (await recipientRole(notifications.app.get<Database>(DATABASE), admin.userId)) ===
        'super_admin',
      10_000,
      'notifications to learn the administrator',
    );
  return admin;
}

/** The role notifications keeps for a person, or null when it keeps none. */
async function recipientRole(db: Database, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ role: string }>(
    sql`select role from recipients where user_id = ${userId}`,
  );
  return rows[0]?.role ?? null;
}

/** The address discovery keeps for a super administrator, or null when it keeps none. */
export async function administratorEmail(db: Database, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ email: string }>(
    sql`select email from administrators where user_id = ${userId}`,
  );
  return rows[0]?.email ?? null;
}

/**
 * The API as one signed-in person calls it: `call`, `refused` and `status` are the stack's typed
 * calls (`call`, `callExpectingError`, `callStatus`) with this person's token; the named calls are
 * the discovery steps tests share.
 */
export class DiscoveryCalls {
  constructor(
    private readonly stack: TestStack,
    readonly who: SignedUpCaregiver,
  ) {}

  private as<N extends RouteName>([input]: CallArgs<N>): CallArgs<N> {
    return [{ ...input, token: this.who.token }] as CallArgs<N>;
  }

  call<N extends RouteName>(name: N, ...input: CallArgs<N>): Promise<RouteResponse<N>> {
    return this.stack.call(name, ...this.as(input));
  }

  refused<N extends RouteName>(name: N, ...input: CallArgs<N>): Promise<CallError> {
    return this.stack.callExpectingError(name, ...this.as(input));
  }

  status<N extends RouteName>(name: N, ...input: CallArgs<N>): Promise<number> {
    return this.stack.callStatus(name, ...this.as(input));
  }

  createSource(fields: ContentSourceBody): Promise<ContentSource> {
    return this.call('createSource', { body: fields });
  }

  /** Created and approved: ready to crawl. */
  async approvedSource(fields: ContentSourceBody): Promise<string> {
    const source = await this.createSource(fields);
    await this.call('approveSource', { params: { id: source.id }, body: { legalNotes: 'ok' } });
    return source.id;
  }

  /** Starts a crawl: the queued job's id. */
  async crawl(sourceId: string): Promise<string> {
    return (await this.call('startCrawl', { params: { id: sourceId } })).id;
  }

  sources(): Promise<ContentSource[]> {
    return this.call('listSources');
  }

  audit(sourceId: string): Promise<SourceAuditEntry[]> {
    return this.call('sourceAudit', { params: { id: sourceId } });
  }

  jobs(): Promise<DiscoveryJob[]> {
    return this.call('listJobs');
  }

  async job(jobId: string): Promise<DiscoveryJob | undefined> {
    return (await this.jobs()).find((j) => j.id === jobId);
  }

  /** The job once it is no longer queued or running. */
  finished(jobId: string, timeoutMs = 30_000): Promise<DiscoveryJob> {
    return eventually(
      async () => {
        const job = await this.job(jobId);
        return job && !['queued', 'running'].includes(job.status) ? job : undefined;
      },
      timeoutMs,
      'the crawl to end',
    );
  }
}

/** The payloads of the events discovery recorded of this kind, oldest first, checked. */
export async function outboxEvents<E extends EventContract>(
  stack: TestStack,
  event: E,
): Promise<EventPayload<E>[]> {
  const db = stack.service('discovery').app.get<Database>(DATABASE);
  const { rows } = await db.execute<{ payload: unknown }>(
    sql`select payload from outbox where event_name = ${event.name} order by seq`,
  );
  return rows.map((r) => event.schema.parse(r.payload) as EventPayload<E>);
}

/**
 * What the discovery test files share: a fixture site (robots.txt with a crawl-delay, a slow
 * page, two library pages), every crawl process allowed to reach it, a super administrator and a
 * caregiver.
 */
export class DiscoveryWorld {
  private constructor(
    readonly stack: TestStack,
    readonly site: FixtureSite,
    readonly admin: DiscoveryCalls,
    readonly caregiver: SignedUpCaregiver,
  ) {}

  static async start(): Promise<DiscoveryWorld> {
    const site = await FixtureSite.start({ crawlDelay: 0.1, slowMs: 3000, libraryPages: 2 });
    const stack = await TestStack.start([...discoveryServices], {
      DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'true',
      DISCOVERY_MAX_REQUESTS_PER_MINUTE: '60000',
      DISCOVERY_REQUEST_TIMEOUT_SECONDS: '1',
      DISCOVERY_MAX_RETRIES: '1',
    });
    const [superAdmin, caregiver] = await Promise.all([
      signUpSuperAdmin(stack, 'Ada'),
      signUp(stack, 'Cal'),
    ]);
    return new DiscoveryWorld(stack, site, new DiscoveryCalls(stack, superAdmin), caregiver);
  }

  /** A pending source of the whole fixture site, with these fields changed. */
  newSource(overrides: Partial<ContentSourceBody> = {}): Promise<ContentSource> {
    return this.admin.createSource({
      name: 'Caregiver Hub',
      baseUrl: `${this.site.url}/`,
      category: 'Home safety',
      robotsTxtCompliant: true,
      tosReviewed: true,
      ...overrides,
    });
  }

  async stop(): Promise<void> {
    await this.stack.stop();
    await this.site.stop();
  }
}
