/**
 * Runs every Tend process on this machine with prefixed logs, restarts one that crashes, waits
 * until all are ready, prints where to go, and stops them all cleanly on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import {
  BackingServers,
  Processes,
  processNames,
  type BackingServerName,
  type ProcessEntry,
  type ProcessName,
} from '@tend/platform/processes';

const root = path.resolve(__dirname, '../..');

interface ProcessSpec {
  name: string;
  /** A built Tend file run with this Node.js, or (`command`) an installed program. */
  script: string;
  command?: { program: string; args: readonly string[] };
  healthPort: number;
  readyPath?: string;
  env?: Record<string, string>;
}

function specOf(name: ProcessName): ProcessSpec {
  const { folder, entry, healthPort, readyPath }: ProcessEntry = Processes[name];
  return { name, script: `${folder}/${entry}`, healthPort, ...(readyPath ? { readyPath } : {}) };
}

/** A backing server, installed by `npm start` (the sentence encoder). */
function backingSpecOf(name: BackingServerName): ProcessSpec {
  const { command, args, port, readyPath } = BackingServers[name];
  return {
    name,
    script: command,
    command: { program: path.join(root, command), args },
    healthPort: port,
    readyPath,
  };
}

/**
 * The backing servers, then every process of the manifest but the tools (the mail catcher runs
 * only when SMTP_URL is unset).
 */
const processes: ProcessSpec[] = [
  ...(Object.keys(BackingServers) as BackingServerName[]).map(backingSpecOf),
  ...processNames('service', 'worker', 'gateway').map(specOf),
];

const colors = [36, 33, 35, 32, 34, 31, 96, 93, 95, 92];

/** KEY=value lines, # comments; an existing environment variable always wins. */
function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && line.includes('='))
    .map((line) => {
      const at = line.indexOf('=');
      return [
        line.slice(0, at).trim(),
        line
          .slice(at + 1)
          .trim()
          .replace(/^["']|["']$/g, ''),
      ] as const;
    });
  return Object.fromEntries(entries);
}

/** Secrets for this machine only, made once and kept in var/ (never committed). */
const localSecretNames = [
  'JWT_SECRET',
  'UNSUBSCRIBE_SECRET',
  'UPLOAD_SIGNING_SECRET',
  'UPLOAD_ENCRYPTION_KEY',
  'CIRCLE_UPLOAD_ENCRYPTION_KEY',
];

/** Made once; a secret added to Tend since the file was made is added to it, the others kept. */
function localSecrets(): Record<string, string> {
  const file = path.join(root, 'var/local-secrets.env');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '# Made by npm start for this machine; delete to rotate.\n', {
      mode: 0o600,
    });
  }
  const known = readEnvFile(file);
  const missing = localSecretNames.filter((name) => !known[name]);
  if (missing.length > 0)
    appendFileSync(
      file,
      missing.map((name) => `${name}=${randomBytes(32).toString('hex')}\n`).join(''),
    );
  return readEnvFile(file);
}

function prefixLines(
  name: string,
  color: number,
  stream: NodeJS.ReadableStream,
  out: NodeJS.WritableStream,
) {
  const label = `\x1b[${color}m${name.padEnd(13)}│\x1b[0m `;
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`${label}${line}\n`));
}

const children = new Map<string, ChildProcess>();
let stopping = false;

function launch(
  spec: ProcessSpec,
  env: NodeJS.ProcessEnv,
  color: number,
  restarts: number[] = [],
): void {
  const [program, args] = spec.command
    ? [spec.command.program, [...spec.command.args]]
    : [process.execPath, [path.join(root, spec.script)]];
  const child = spawn(program, args, {
    cwd: root,
    env: { ...env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(spec.name, child);
  prefixLines(spec.name, color, child.stdout, process.stdout);
  prefixLines(spec.name, color, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(spec.name);
    if (stopping) return;
    const now = Date.now();
    const recent = restarts.filter((at) => now - at < 60_000);
    if (recent.length >= 5) {
      process.stderr.write(
        `${spec.name} keeps failing (exit ${code ?? signal}); not restarting it. Fix the error above and run npm start again.\n`,
      );
      return;
    }
    process.stderr.write(`${spec.name} exited (${code ?? signal}); restarting in 2 s\n`);
    setTimeout(() => launch(spec, env, color, [...recent, now]), 2000);
  });
}

async function waitReady(spec: ProcessSpec, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(
        `http://127.0.0.1:${spec.healthPort}${spec.readyPath ?? '/readyz'}`,
      );
      if (response.ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function stopAll(): void {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping Tend…\n');
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(1);
  }, 25_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(force);
      process.stdout.write('Tend stopped.\n');
      process.exit(0);
    }
  }, 200);
}

async function main(): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'development',
    FEATURE_ELIGIBILITY_ENABLED: 'true',
    PUBLIC_URL: 'http://localhost:8080',
    DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'false',
    ...localSecrets(),
    ...readEnvFile(path.join(root, '.env')),
    ...process.env,
  };
  const specs = processes.filter((spec) => existsSync(path.join(root, spec.script)));
  if (!env.SMTP_URL) {
    env.SMTP_URL = 'smtp://127.0.0.1:1025';
    specs.unshift(specOf('mail-catcher'));
  }
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  specs.forEach((spec, index) => launch(spec, env, colors[index % colors.length] ?? 36));

  const ready = await Promise.all(
    specs.map(async (spec) => [spec.name, await waitReady(spec)] as const),
  );
  const late = ready.filter(([, ok]) => !ok).map(([name]) => name);
  if (late.length > 0)
    process.stderr.write(`Not ready yet: ${late.join(', ')} (see their logs above).\n`);
  const url = env.PUBLIC_URL ?? 'http://localhost:8080';
  process.stdout.write(
    `\n\x1b[1;32mTend is running at ${url}\x1b[0m\n` +
      (specs.some((s) => s.name === 'mail-catcher')
        ? `E-mail sent by Tend (sign-up links): http://localhost:8025\n`
        : '') +
      `API documentation: ${url}/api/docs\nPress Ctrl-C to stop.\n\n`,
  );
}

void main();
