import { Inject, Injectable } from '@nestjs/common';
import { CoachFileHandoffPrefix } from '@tend/contracts';
import {
  BlobHandoff,
  CONFIG,
  EncryptedFileStore,
  REDIS,
  deriveKey,
  type Redis,
} from '@tend/platform';
import type { CoachConfig } from '../coach.env';

/** The encrypted upload volume and the Redis handoff, built from the coach's settings. */
@Injectable()
export class CoachFiles {
  readonly store: EncryptedFileStore;
  readonly handoff: BlobHandoff;

  constructor(@Inject(CONFIG) config: CoachConfig, @Inject(REDIS) redis: Redis) {
    const secret = config.UPLOAD_ENCRYPTION_KEY ?? config.UPLOAD_SIGNING_SECRET ?? '';
    const purpose = config.UPLOAD_ENCRYPTION_KEY ? 'uploads' : 'uploads-from-signing-secret';
    this.store = new EncryptedFileStore(config.UPLOAD_DIR, deriveKey(secret, purpose));
    this.handoff = new BlobHandoff(redis, CoachFileHandoffPrefix, 60);
  }
}
