import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not come back`);
}

/** Restarts the RabbitMQ application on this machine (connections drop, durable queues stay). */
export async function restartRabbitMq(): Promise<void> {
  await run('rabbitmqctl', ['stop_app']);
  await run('rabbitmqctl', ['start_app']);
  await waitFor(
    async () => (await run('rabbitmqctl', ['await_startup'])).stdout !== undefined,
    'RabbitMQ',
  );
}

/** Restarts Redis the way this machine runs it: nothing kept on disk, so every BullMQ job is lost. */
export async function restartRedis(): Promise<void> {
  await run('redis-cli', ['shutdown', 'nosave']).catch(() => undefined);
  await run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ]);
  await waitFor(async () => (await run('redis-cli', ['ping'])).stdout.trim() === 'PONG', 'Redis');
}
