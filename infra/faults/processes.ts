import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/** A built Tend process that the fault suite can kill -9 and start again with the same settings. */
export class TendProcess {
  child?: ChildProcess;
  readonly output: string[] = [];

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: Record<string, string>,
  ) {}

  start(): void {
    const child = spawn(process.execPath, [path.join(root, this.script)], {
      cwd: root,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    this.child = child;
  }

  /** No goodbye: in-flight messages and jobs are simply gone from this process. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
