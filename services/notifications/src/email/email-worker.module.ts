import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queues } from '@tend/contracts';
import { CONFIG, jobsModules } from '@tend/platform';
import type { NotificationsConfig } from '../notifications.env';
import { notificationsSharedProviders } from '../notifications.module';
import { EmailDispatcher } from './email-dispatcher';
import { EmailSender } from './email-sender';
import { EmailSweeper } from './email-sweeper';
import { EmailProcessor } from './email.processor';
import { RemindersProcessor } from '../reminders/reminders.processor';
import { RemindersService } from '../reminders/reminders.service';

@Injectable()
class SenderShutdown implements OnApplicationShutdown {
  constructor(@Inject(EmailSender) private readonly sender: EmailSender) {}
  onApplicationShutdown() {
    this.sender.close();
  }
}

/** The e-mail worker process: takes jobs off the `email` queue and sends them over SMTP. */
@Module({})
export class EmailWorkerModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: EmailWorkerModule,
      imports: jobsModules(config, [Queues.email, Queues.reminders]),
      providers: [
        ...notificationsSharedProviders,
        {
          provide: EmailSender,
          inject: [CONFIG],
          useFactory: (c: NotificationsConfig) => new EmailSender(c.SMTP_URL, c.MAIL_FROM),
        },
        SenderShutdown,
        EmailDispatcher,
        EmailProcessor,
        EmailSweeper,
        RemindersService,
        RemindersProcessor,
      ],
    };
  }
}
