import { sql } from 'drizzle-orm';
import { IdentityRpc } from '@tend/contracts';
import { DATABASE, RpcClient, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { signUp, type SignedUpCaregiver } from './caregiver';
import { FixtureSite } from '@tend/discovery/test/fixture-site';
import { TestStack } from './test-stack';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every process a crawl needs, with the e-mail path sign-up uses. */
export const discoveryServices = [
  'identity',
  'notifications',
  'email-worker',
  'discovery',
  'crawl-worker',
] as const;

/** A signed-up person made super administrator, once the gateway lets them into discovery. */
export async function signUpSuperAdmin(stack: TestStack, firstName = 'Ada') {
  const admin = await signUp(stack, firstName);
  await stack.gateway.app
    .get(RpcClient)
    .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
  await eventually(
    async () =>
      (await stack.api('GET', '/api/discovery/jobs', { token: admin.token })).status === 200,
  );
  return admin;
}

/** The discovery API as one signed-in person calls it. */
export class DiscoveryCalls {
  constructor(
    private readonly stack: TestStack,
    readonly who: SignedUpCaregiver,
  ) {}

  get(path: string) {
    return this.stack.api<Json>('GET', path, { token: this.who.token });
  }

  post(path: string, body: unknown = {}) {
    return this.stack.api<Json>('POST', path, { token: this.who.token, body });
  }

  patch(path: string, body: unknown) {
    return this.stack.api<Json>('PATCH', path, { token: this.who.token, body });
  }

  async createSource(fields: Json): Promise<Json> {
    const created = await this.post('/api/discovery/sources', fields);
    if (created.status !== 201)
      throw new Error(`creating a source answered ${created.status}: ${created.body.message}`);
    return created.body;
  }

  /** Created and approved: ready to crawl. */
  async approvedSource(fields: Json): Promise<string> {
    const source = await this.createSource(fields);
    await this.post(`/api/discovery/sources/${source.id}/approve`, { legalNotes: 'ok' });
    return source.id as string;
  }

  async crawl(sourceId: string): Promise<string> {
    return (await this.post(`/api/discovery/sources/${sourceId}/crawl`)).body.id as string;
  }

  async job(jobId: string): Promise<Json | undefined> {
    const jobs = (await this.get('/api/discovery/jobs')).body as unknown as Json[];
    return jobs.find((j) => j.id === jobId);
  }

  /** The job once it is no longer queued or running. */
  finished(jobId: string, timeoutMs = 30_000): Promise<Json> {
    return eventually(
      async () => {
        const job = await this.job(jobId);
        return job && !['queued', 'running'].includes(job.status as string) ? job : undefined;
      },
      timeoutMs,
      'the crawl to end',
    );
  }
}

/** The payloads of the events discovery recorded under this name, oldest first. */
export async function outboxEvents(stack: TestStack, name: string): Promise<Json[]> {
  const db = stack.service('discovery').app.get<Database>(DATABASE);
  const { rows } = await db.execute<{ payload: Json }>(
    sql`select payload from outbox where event_name = ${name} order by seq`,
  );
  return rows.map((r) => r.payload);
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
  newSource(overrides: Json = {}): Promise<Json> {
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
