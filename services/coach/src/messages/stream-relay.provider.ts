import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { REDIS, StreamRelay, type Redis } from '@tend/platform';

export const COACH_STREAM_RELAY = Symbol('COACH_STREAM_RELAY');

@Injectable()
class RelayCloser implements OnApplicationShutdown {
  constructor(@Inject(COACH_STREAM_RELAY) private readonly relay: StreamRelay) {}
  onApplicationShutdown() {
    this.relay.close();
  }
}

/** The coach only publishes: it shares the process's Redis connection. */
export const streamRelayProviders = [
  {
    provide: COACH_STREAM_RELAY,
    inject: [REDIS],
    useFactory: (redis: Redis) => new StreamRelay(redis),
  },
  RelayCloser,
];
