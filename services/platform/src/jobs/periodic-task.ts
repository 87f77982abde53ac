import type { Logger } from 'pino';

/**
 * Runs a task on a timer in every replica, never two runs at once; a failed run is logged and the
 * next one tries again. `stop` waits for the run under way, so shutdown leaves nothing half done.
 */
export class PeriodicTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly name: string,
    private readonly task: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.running ??= this.task()
        .then(() => undefined)
        .catch((error: Error) => this.logger.warn({ err: error.message }, `${this.name} failed`))
        .finally(() => (this.running = undefined));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
