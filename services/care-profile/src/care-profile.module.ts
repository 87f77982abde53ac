import { DataExportPartModule } from '@tend/platform';
import { Module } from '@nestjs/common';
import { AccountEventsController } from './account/account-events.controller';
import { CareProfileDataExport } from './account/data-export.repository';
import { EmailChangeEventsController } from './account/email-change-events.controller';
import { EligibilityResultsRepository } from './eligibility/eligibility-results.repository';
import { EligibilityController } from './eligibility/eligibility.controller';
import { EligibilityService } from './eligibility/eligibility.service';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { ProfilesRepository } from './profile/profiles.repository';
import { CareRecipientsController } from './recipients/care-recipients.controller';
import { CareRecipientsRepository } from './recipients/care-recipients.repository';
import { CareRecipientsService } from './recipients/care-recipients.service';
import { CommunicationSettingsController } from './settings/communication-settings.controller';
import { CommunicationSettingsRepository } from './settings/communication-settings.repository';
import { CommunicationSettingsService } from './settings/communication-settings.service';
import { EmailUnsubscribesRepository } from './unsubscribe/email-unsubscribes.repository';
import { UnsubscribeController } from './unsubscribe/unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe/unsubscribe.service';

@Module({
  imports: [DataExportPartModule.forService('care-profile', CareProfileDataExport)],
  controllers: [
    ProfileController,
    CareRecipientsController,
    CommunicationSettingsController,
    EligibilityController,
    UnsubscribeController,
    AccountEventsController,
    EmailChangeEventsController,
  ],
  providers: [
    ProfilesRepository,
    CareRecipientsRepository,
    CommunicationSettingsRepository,
    EligibilityResultsRepository,
    EmailUnsubscribesRepository,
    ProfileService,
    CareRecipientsService,
    CommunicationSettingsService,
    EligibilityService,
    UnsubscribeService,
  ],
})
export class CareProfileModule {}
