import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CONFIG, LOGGER, type Logger } from '@tend/platform';
import type { NotificationsConfig } from '../notifications.env';
import { EmailDeliveriesRepository } from './email-deliveries.repository';
import { EmailRequests } from './email-requests';

/**
 * Wakes deliveries still queued after a while: their job failed for good (SMTP down for long) or
 * vanished with Redis. Nothing asked for is ever silently dropped.
 */
@Injectable()
export class EmailSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly deliveries: EmailDeliveriesRepository,
    private readonly requests: EmailRequests,
  ) {}

  onApplicationBootstrap() {
    const every = Math.min(30, this.config.EMAIL_SWEEP_AFTER_SECONDS) * 1000;
    this.timer = setInterval(() => void this.sweep(), every);
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    try {
      const waiting = await this.deliveries.waiting(this.config.EMAIL_SWEEP_AFTER_SECONDS);
      for (const key of waiting) await this.requests.wake(key);
      return waiting.length;
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'e-mail sweep failed; will try again');
      return 0;
    }
  }
}
