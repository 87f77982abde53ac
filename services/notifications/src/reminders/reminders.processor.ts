import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { Queues } from '@tend/contracts';
import { ReminderSweepJob } from '../jobs';
import { CONFIG } from '@tend/platform';
import type { NotificationsConfig } from '../notifications.env';
import { RemindersService } from './reminders.service';

/** Sweeps for due reminders on a schedule; upserting the scheduler is safe from every replica. */
@Processor(Queues.reminders)
export class RemindersProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly reminders: RemindersService,
    @InjectQueue(Queues.reminders) private readonly queue: Queue,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    await this.queue.upsertJobScheduler(
      'reminders-sweep',
      { every: this.config.REMINDER_SWEEP_MINUTES * 60_000 },
      { name: ReminderSweepJob.name, data: {} },
    );
  }

  async process(job: Job) {
    if (job.name !== ReminderSweepJob.name)
      throw new Error(`the reminders queue has no handler for ${job.name}`);
    return this.reminders.sweep();
  }
}
