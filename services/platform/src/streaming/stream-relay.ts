import type IORedis from 'ioredis';

type Listener = (message: string) => void;

/**
 * Carries a stream of small messages beside a request-reply call over Redis pub/sub: the caller
 * subscribes to a channel named for its request before it calls, the answering process publishes
 * on it while it works. One subscriber connection per process serves every open stream.
 */
export class StreamRelay {
  private subscriber: IORedis | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly redis: IORedis) {}

  /** Fire and forget: a stream with no listener (or a Redis hiccup) never fails the work itself. */
  publish(channel: string, message: string): void {
    this.redis.publish(channel, message).catch(() => undefined);
  }

  /** Resolves once Redis confirms the subscription; call the returned function to stop listening. */
  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    const subscriber = this.connection();
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await subscriber.subscribe(channel);
    }
    set.add(listener);
    return async () => {
      const current = this.listeners.get(channel);
      current?.delete(listener);
      if (current && current.size === 0) {
        this.listeners.delete(channel);
        await subscriber.unsubscribe(channel).catch(() => undefined);
      }
    };
  }

  private connection(): IORedis {
    if (!this.subscriber) {
      const subscriber = this.redis.duplicate();
      subscriber.on('error', () => undefined);
      subscriber.on('message', (channel: string, message: string) => {
        for (const listener of this.listeners.get(channel) ?? []) listener(message);
      });
      this.subscriber = subscriber;
    }
    return this.subscriber;
  }

  close(): void {
    this.subscriber?.disconnect();
    this.subscriber = undefined;
    this.listeners.clear();
  }
}
