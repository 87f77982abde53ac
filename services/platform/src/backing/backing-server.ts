import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackingServers, backingServerUrl, type BackingServerName } from '../processes';

export interface RunningBackingServer {
  url: string;
  child: ChildProcess;
  /** Stops it and waits for it to exit. */
  stop(): Promise<void>;
}

/** Answers its ready path with 200 within `timeoutMs`. */
export async function backingServerReady(
  name: BackingServerName,
  port: number = BackingServers[name].port,
  timeoutMs = 1000,
): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}${BackingServers[name].readyPath}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * Starts a backing server as the manifest says (on another port if asked) and waits until it is
 * ready; it fails with the server's last words when it exits or is not ready in `timeoutMs`.
 */
export async function startBackingServer(
  name: BackingServerName,
  options: { root: string; port?: number; timeoutMs?: number; stdio?: 'inherit' | 'pipe' },
): Promise<RunningBackingServer> {
  const entry = BackingServers[name];
  const port = options.port ?? entry.port;
  const command = path.join(options.root, entry.command);
  if (!existsSync(command))
    throw new Error(
      `${name}: ${entry.command} is not installed (npm start or npm test installs it)`,
    );
  const args = entry.args.map((arg) => (arg === String(entry.port) ? String(port) : arg));
  const child = spawn(command, args, {
    cwd: options.root,
    stdio: ['ignore', options.stdio ?? 'pipe', options.stdio ?? 'pipe'],
  });
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  child.stdout?.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${said}`);
    if (await backingServerReady(name, port))
      return { url: backingServerUrl(name, port), child, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${name} was not ready on port ${port}: ${said}`);
}
