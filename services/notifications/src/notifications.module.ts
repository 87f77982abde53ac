import { Module, type DynamicModule } from '@nestjs/common';
import { Queues } from '@tend/contracts';
import { jobsModules } from '@tend/platform';
import { AccountEventsController } from './account/account-events.controller';
import { EmailDeliveriesRepository } from './email/email-deliveries.repository';
import { EmailRequests } from './email/email-requests';
import type { NotificationsConfig } from './notifications.env';
import { RecipientsRepository } from './recipients/recipients.repository';

const shared = [EmailDeliveriesRepository, RecipientsRepository, EmailRequests];

/** The notifications API process: consumes events, answers RPCs, queues e-mail. */
@Module({})
export class NotificationsModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: NotificationsModule,
      imports: jobsModules(config, [Queues.email]),
      controllers: [AccountEventsController],
      providers: [...shared],
    };
  }
}

export { shared as notificationsSharedProviders };
