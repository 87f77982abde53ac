import { Inject, Injectable } from '@nestjs/common';
import { CircleFileHandoffPrefix } from '@tend/contracts';
import {
  BlobHandoff,
  CONFIG,
  EncryptedFileStore,
  REDIS,
  deriveKey,
  type Redis,
} from '@tend/platform';
import type { CareCircleConfig } from '../care-circle.env';

/**
 * The updates' encrypted upload folder (a file under its circle's id, so a closed circle's files
 * go in one step) and the Redis handoff to and from the gateway, built from care-circle's settings.
 */
@Injectable()
export class CircleFiles {
  readonly store: EncryptedFileStore;
  readonly handoff: BlobHandoff;

  constructor(@Inject(CONFIG) config: CareCircleConfig, @Inject(REDIS) redis: Redis) {
    const key = deriveKey(config.CIRCLE_UPLOAD_ENCRYPTION_KEY, 'circle-uploads');
    this.store = new EncryptedFileStore(config.CIRCLE_UPLOAD_DIR, key);
    this.handoff = new BlobHandoff(redis, CircleFileHandoffPrefix, 60);
  }
}
