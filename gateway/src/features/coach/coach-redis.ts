import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CoachFileHandoffPrefix } from '@tend/contracts';
import { BlobHandoff, REDIS, StreamRelay, type Redis } from '@tend/platform';

/** The gateway's side of the coach's Redis channels: file handoffs and answer streams. */
@Injectable()
export class CoachRedis implements OnApplicationShutdown {
  readonly handoff: BlobHandoff;
  readonly relay: StreamRelay;

  constructor(@Inject(REDIS) redis: Redis) {
    this.handoff = new BlobHandoff(redis, CoachFileHandoffPrefix, 60);
    this.relay = new StreamRelay(redis);
  }

  onApplicationShutdown() {
    this.relay.close();
  }
}
