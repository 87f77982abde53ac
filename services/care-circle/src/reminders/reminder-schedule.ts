import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CONFIG, LOGGER, type Logger } from '@tend/platform';
import type { CareCircleConfig } from '../care-circle.env';
import { DoseNoticesService } from '../doses/dose-notices.service';
import { UpdateFilesService } from '../updates/update-files.service';
import { RemindersService } from './reminders.service';

/**
 * Sweeps for due reminders, digests and dose notices every REMINDER_SWEEP_SECONDS in each replica,
 * and removes photos uploaded for posts never made. A timer is
 * enough: what is due and what was sent are in the database, so a lost tick, a restart or two
 * replicas sweeping at once neither loses nor repeats a notice.
 */
@Injectable()
export class ReminderSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly reminders: RemindersService,
    private readonly doseNotices: DoseNoticesService,
    private readonly updateFiles: UpdateFilesService,
    @Inject(CONFIG) private readonly config: CareCircleConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.tick(), this.config.REMINDER_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  private tick() {
    if (this.running) return;
    this.running = this.reminders
      .sweep()
      .then(() => this.doseNotices.sweep())
      .then(() => this.updateFiles.sweepUnposted())
      .catch((error: Error) => this.logger.warn({ err: error.message }, 'reminder sweep failed'))
      .finally(() => (this.running = undefined));
  }
}
