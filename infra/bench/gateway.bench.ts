/**
 * The gateway: an authenticated read (`GET /api/auth/user`: token check, session cache, RPC to
 * identity, its database) through real processes, against a bare Fastify handler doing the same
 * query in one process, under the same closed-loop load.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startMailCatcher } from '@tend/mail-catcher';
import { startService } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { identityService } from '@tend/identity';
import { emailWorkerService, notificationsService } from '@tend/notifications';
import { httpLoad, type LoadResult } from './support/http-load';
import { cpuSeconds, spawnProcess, stopProcess, waitForHttp } from './support/processes';
import { recordResults, round } from './support/results';

/** The first figure is the headline; each further one is measured and recorded beside it. */
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '64,32').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Unrecorded load on the same connections right before the measured seconds. */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** Set to a folder to have the gateway and identity write V8 CPU profiles there (`--cpu-prof`). */
const profileDir = process.env.BENCH_PROFILE_DIR;
/** The gateway's and identity's node options, and BENCH_NODE_ARGS (`--trace-gc`, say) for trying others. */
const nodeArgs = (name: string) => [
  ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ...(profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}.cpuprofile`]
    : []),
];
const gatewayPort = 18_080;
const baselinePort = 18_081;

async function signUpOneCaregiver(
  ns: TestNamespace,
  env: Record<string, string>,
): Promise<{ token: string; userId: string }> {
  const mail = await startMailCatcher();
  const shared = { ...env, SMTP_URL: mail.smtpUrl };
  const notifications = await startService(
    notificationsService,
    ns.config(notificationsService, shared),
  );
  const worker = await startService(emailWorkerService, ns.config(emailWorkerService, shared));
  const api = `http://127.0.0.1:${gatewayPort}/api`;
  const email = `bench.${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json' };
  await fetch(`${api}/auth/send-verification`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, firstName: 'Bench', lastName: 'Mark' }),
  });
  const message = await mail.waitFor((m) => m.to.includes(email), 20_000);
  const token = new URL(message.links.find((link) => link.includes('token='))!).searchParams.get(
    'token',
  );
  const answer = (await (
    await fetch(`${api}/auth/complete-signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        token,
        password: 'Bench-mark1',
        agreedToTerms: true,
        agreedToPrivacy: true,
        consentedToDataUsage: true,
      }),
    })
  ).json()) as { token: string; user: { id: string } };
  await Promise.all([notifications.stop(), worker.stop()]);
  await mail.stop();
  return { token: answer.token, userId: answer.user.id };
}

/**
 * Runs a load (after its warm-up) and says how many CPU milliseconds each named process spent per
 * request measured, counted from the end of the warm-up.
 */
async function withCpu(
  processes: Record<string, ChildProcess>,
  load: (onMeasuring: () => void) => Promise<LoadResult>,
): Promise<[LoadResult, Record<string, number | undefined>]> {
  const names = Object.keys(processes);
  let before: (number | undefined)[] = [];
  const result = await load(() => {
    before = names.map((name) => cpuSeconds(processes[name]));
  });
  const perRequest = Object.fromEntries(
    names.map((name, i) => {
      const [start, end] = [before[i], cpuSeconds(processes[name])];
      const ms = start === undefined || end === undefined ? undefined : (end - start) * 1000;
      return [name, ms === undefined ? undefined : round(ms / Math.max(1, result.requests), 3)];
    }),
  );
  return [result, perRequest];
}

async function main() {
  const ns = new TestNamespace();
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
  };
  const identityConfig = ns.config(identityService, secrets);
  // As in production: under NODE_ENV=test the gateway also checks every answer against its route.
  const env = ns.env({ ...secrets, LOG_LEVEL: 'warn', NODE_ENV: 'production' }) as Record<
    string,
    string
  >;
  const identity = spawnProcess(
    'services/identity/dist/main.js',
    { ...env, DATABASE_URL: identityConfig.DATABASE_URL, HEALTH_PORT: '19101' },
    nodeArgs('identity'),
  );
  const gateway = spawnProcess(
    'gateway/dist/main.js',
    { ...env, PORT: String(gatewayPort), RATE_LIMIT_PER_MINUTE: '100000' },
    nodeArgs('gateway'),
  );
  const baseline = spawnProcess(
    'infra/bench/support/bare-fastify.ts',
    { BENCH_DATABASE_URL: identityConfig.DATABASE_URL, BENCH_PORT: String(baselinePort) },
    ['--import', 'tsx'],
  );
  try {
    await Promise.all([
      waitForHttp('http://127.0.0.1:19101/readyz'),
      waitForHttp(`http://127.0.0.1:${gatewayPort}/readyz`),
      waitForHttp(`http://127.0.0.1:${baselinePort}/healthz`),
    ]);
    const caregiver = await signUpOneCaregiver(ns, secrets);
    const tendTarget = {
      url: `http://127.0.0.1:${gatewayPort}/api/auth/user`,
      headers: { authorization: `Bearer ${caregiver.token}` },
    };
    const bareTarget = { url: `http://127.0.0.1:${baselinePort}/user/${caregiver.userId}` };
    if (profileDir) {
      // Profiles only: Tend alone, nothing recorded.
      const tend = await httpLoad({ ...tendTarget, concurrency: concurrencies[0], seconds });
      process.stdout.write(`${JSON.stringify(tend)}\nprofiles in ${profileDir}\n`);
      return;
    }
    const runs = [];
    for (const concurrency of concurrencies) {
      const [tend, tendCpu] = await withCpu({ gateway, identity }, (onMeasuring) =>
        httpLoad({ ...tendTarget, concurrency, seconds, warmupSeconds, onMeasuring }),
      );
      const [bare, bareCpu] = await withCpu({ baseline }, (onMeasuring) =>
        httpLoad({ ...bareTarget, concurrency, seconds, warmupSeconds, onMeasuring }),
      );
      runs.push({
        concurrency,
        tend,
        // Our own processes' CPU per request: steadier than requests/s when others share the cores.
        cpuMsPerRequest: { ...tendCpu, baseline: bareCpu.baseline },
        baselineBareFastify: bare,
        throughputRatio: round(tend.requestsPerSecond / bare.requestsPerSecond),
      });
    }
    const [headline, ...others] = runs;
    recordResults('gateway', {
      ...headline,
      seconds,
      warmupSeconds,
      ...(others.length > 0 ? { atOtherConcurrencies: others } : {}),
      note: 'tend = gateway (JWT, session cache in Redis, rate limit, RPC over RabbitMQ) → identity (its PostgreSQL) as separate processes',
    });
  } finally {
    await Promise.all([stopProcess(gateway), stopProcess(identity), stopProcess(baseline)]);
    await ns.cleanup();
  }
}

void main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
