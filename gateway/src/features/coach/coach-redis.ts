import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { BlobHandoff, REDIS, StreamRelay, type Redis } from '@tend/platform';

/** Must match the coach's handoff prefix (the RPC contracts check the key's shape). */
const handoffPrefix = 'coach:handoff';

/** The gateway's side of the coach's Redis channels: file handoffs and answer streams. */
@Injectable()
export class CoachRedis implements OnApplicationShutdown {
  readonly handoff: BlobHandoff;
  readonly relay: StreamRelay;

  constructor(@Inject(REDIS) redis: Redis) {
    this.handoff = new BlobHandoff(redis, handoffPrefix, 60);
    this.relay = new StreamRelay(redis);
  }

  onApplicationShutdown() {
    this.relay.close();
  }
}
