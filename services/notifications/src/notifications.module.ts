import { Module, type DynamicModule } from '@nestjs/common';
import { Queues } from '@tend/contracts';
import { jobsModules, DataExportPartModule } from '@tend/platform';
import { AccountEventsController } from './account/account-events.controller';
import { NotificationsDataExport } from './account/data-export.repository';
import { DataExportEventsController } from './account/data-export-events.controller';
import { EmailChangeEventsController } from './account/email-change-events.controller';
import { AccountSecurityEventsController } from './account/account-security-events.controller';
import { ActivityEventsController } from './activity/activity-events.controller';
import { CircleEventsController } from './circle/circle-events.controller';
import { CircleNotices } from './circle/circle-notices';
import { MedicationEventsController } from './circle/medication-events.controller';
import { EligibilityEmailController } from './eligibility/eligibility-email.controller';
import { EligibilityEmailService } from './eligibility/eligibility-email.service';
import { EmailDeliveriesRepository } from './email/email-deliveries.repository';
import { EmailRequests } from './email/email-requests';
import type { NotificationsConfig } from './notifications.env';
import { CheckInReminderController } from './check-in/check-in-reminder.controller';
import { InboxController } from './inbox/inbox.controller';
import { InboxRepository } from './inbox/inbox.repository';
import { ProfileEventsController } from './profile/profile-events.controller';
import { RecipientsRepository } from './recipients/recipients.repository';
import { SupportRequestsRepository } from './support/support-requests.repository';
import { SupportController } from './support/support.controller';
import { SupportService } from './support/support.service';

const shared = [
  EmailDeliveriesRepository,
  RecipientsRepository,
  EmailRequests,
  InboxRepository,
  SupportRequestsRepository,
];

/** The notifications API process: consumes events, answers RPCs, queues e-mail. */
@Module({})
export class NotificationsModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [
        ...jobsModules(config, [Queues.email]),
        DataExportPartModule.forService('notifications', NotificationsDataExport),
      ],
      controllers: [
        AccountEventsController,
        DataExportEventsController,
        AccountSecurityEventsController,
        EmailChangeEventsController,
        ActivityEventsController,
        CircleEventsController,
        MedicationEventsController,
        ProfileEventsController,
        InboxController,
        CheckInReminderController,
        SupportController,
        EligibilityEmailController,
      ],
      providers: [...shared, SupportService, EligibilityEmailService, CircleNotices],
    };
  }
}

export { shared as notificationsSharedProviders };
