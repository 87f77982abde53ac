/**
 * At most `inFlight` calls at once, the rest waiting their turn in order; beyond `maxWaiting`
 * waiting, a call fails at once instead of queueing without end.
 */
export class RequestGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly inFlight: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.running >= this.inFlight) {
      if (this.waiting.length >= this.maxWaiting) throw new Error('too many requests waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await call();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
