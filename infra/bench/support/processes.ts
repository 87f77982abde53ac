import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

/** Starts a built Tend process (or a bench helper) as its own OS process, as in production. */
export function spawnProcess(
  script: string,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
  scriptArgs: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, script), ...scriptArgs], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * CPU seconds a child process has used so far (user + system, from /proc; undefined elsewhere).
 * CPU per request holds up on a busy machine, where requests per second swing with others' load.
 */
export function cpuSeconds(child: ChildProcess): number | undefined {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ: 100 on every common build. */
const clockTicksPerSecond = 100;
