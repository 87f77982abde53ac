import { sql } from 'drizzle-orm';
import {
  ContentSource,
  DiscoveryJob,
  IdentityRpc,
  SourceAuditEntry,
  type ContentSourceBody,
  type EventContract,
  type EventPayload,
} from '@tend/contracts';
import { DATABASE, RpcClient, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { signUp, type SignedUpCaregiver } from './caregiver';
import { FixtureSite } from '../fixtures/fixture-site';
import { TestStack } from './test-stack';

/** Each item of an answer that should be a list, checked against what the contract says. */
export function parseList<T>(item: { parse(value: unknown): T }, body: unknown): T[] {
  if (!Array.isArray(body)) throw new Error(`expected a list, got ${JSON.stringify(body)}`);
  return body.map((value: unknown) => item.parse(value));
}

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
 * discovery knows their address (from the grant's event) to name them in its audit log.
 */
export async function signUpSuperAdmin(stack: TestStack, firstName = 'Ada') {
  const admin = await signUp(stack, firstName);
  await stack.gateway.app
    .get(RpcClient)
    .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
  await eventually(
    async () =>
      (await stack.api('GET', '/api/discovery/jobs', { token: admin.token })).status === 200,
  );
  const discovery = stack.running.get('discovery');
  if (discovery)
    await eventually(
      () => administratorEmail(discovery.app.get<Database>(DATABASE), admin.userId),
      10_000,
      'discovery to learn the administrator',
    );
  return admin;
}

/** The address discovery keeps for a super administrator, or null when it keeps none. */
export async function administratorEmail(db: Database, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ email: string }>(
    sql`select email from administrators where user_id = ${userId}`,
  );
  return rows[0]?.email ?? null;
}

/**
 * The discovery API as one signed-in person calls it: `get`, `post` and `patch` answer the status
 * and body as sent (its fields unknown until a test checks them); the named calls answer what the
 * contract says, checked.
 */
export class DiscoveryCalls {
  constructor(
    private readonly stack: TestStack,
    readonly who: SignedUpCaregiver,
  ) {}

  get(path: string) {
    return this.stack.api('GET', path, { token: this.who.token });
  }

  post(path: string, body: unknown = {}) {
    return this.stack.api('POST', path, { token: this.who.token, body });
  }

  patch(path: string, body: unknown) {
    return this.stack.api('PATCH', path, { token: this.who.token, body });
  }

  async createSource(fields: ContentSourceBody): Promise<ContentSource> {
    const created = await this.post('/api/discovery/sources', fields);
    if (created.status !== 201)
      throw new Error(
        `creating a source answered ${created.status}: ${JSON.stringify(created.body.message)}`,
      );
    return ContentSource.parse(created.body);
  }

  /** Created and approved: ready to crawl. */
  async approvedSource(fields: ContentSourceBody): Promise<string> {
    const source = await this.createSource(fields);
    await this.post(`/api/discovery/sources/${source.id}/approve`, { legalNotes: 'ok' });
    return source.id;
  }

  /** Starts a crawl: the queued job's id. */
  async crawl(sourceId: string): Promise<string> {
    return DiscoveryJob.parse((await this.post(`/api/discovery/sources/${sourceId}/crawl`)).body)
      .id;
  }

  async sources(): Promise<ContentSource[]> {
    return parseList(ContentSource, (await this.get('/api/discovery/sources')).body);
  }

  async audit(sourceId: string): Promise<SourceAuditEntry[]> {
    return parseList(
      SourceAuditEntry,
      (await this.get(`/api/discovery/sources/${sourceId}/audit`)).body,
    );
  }

  async jobs(): Promise<DiscoveryJob[]> {
    return parseList(DiscoveryJob, (await this.get('/api/discovery/jobs')).body);
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
