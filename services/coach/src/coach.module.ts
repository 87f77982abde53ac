import { CONFIG, DataExportPartModule, DegradableChecks, LOGGER } from '@tend/platform';
import { Module, type DynamicModule } from '@nestjs/common';
import { AccountEventsController } from './account/account-events.controller';
import { MedicineEventsController } from './medicines/medicine-events.controller';
import { MedicineListsRepository } from './medicines/medicine-lists.repository';
import { CoachDataExport } from './account/data-export.repository';
import { CaregiverContextReader } from './account/caregiver-context';
import { CaregiversRepository } from './account/caregivers.repository';
import type { CoachConfig } from './coach.env';
import { ConversationsController } from './conversations/conversations.controller';
import { ConversationsRepository } from './conversations/conversations.repository';
import { ConversationsService } from './conversations/conversations.service';
import { FeedbackController } from './feedback/feedback.controller';
import { FeedbackReviewRepository } from './feedback/feedback-review.repository';
import {
  coachEncoders,
  UnderstandingEncoding,
  understandingEncoding,
} from './embedding/coach-encoders';
import { SentenceEncoders } from './embedding/sentence-encoders';
import { CoachFiles } from './files/coach-files';
import { FilesController } from './files/files.controller';
import { FilesRepository } from './files/files.repository';
import { FilesService } from './files/files.service';
import { GuidanceSeeder } from './guidance/guidance-seeder';
import { GuidanceRepository } from './guidance/guidance.repository';
import { KnowledgeEventsController } from './knowledge/knowledge-events.controller';
import { KnowledgeRepository } from './knowledge/knowledge.repository';
import { AnswerService } from './messages/answer.service';
import { MessagesController } from './messages/messages.controller';
import { MessagesRepository } from './messages/messages.repository';
import { MessagesService } from './messages/messages.service';
import { streamRelayProviders } from './messages/stream-relay.provider';
import { ModelClient } from './model/model-client';
import { OfflineCoach } from './model/offline-coach';
import { DirectAnswerFinder } from './guidance/direct-answers/direct-answer-finder';
import { CrisisReferralsController } from './safety/referrals/crisis-referrals.controller';
import { CrisisReferralsRepository } from './safety/referrals/crisis-referrals.repository';
import { CrisisReferralsService } from './safety/referrals/crisis-referrals.service';
import { SafetyTriage } from './safety/safety-triage';
import { SearchRepository } from './search/search.repository';
import { MessageUnderstanding } from './understanding/message-understanding';
import { TopicVectorsRepository } from './understanding/topic-vectors.repository';

@Module({})
export class CoachModule {
  static forRoot(_config: CoachConfig): DynamicModule {
    return {
      module: CoachModule,
      imports: [DataExportPartModule.forService('coach', CoachDataExport)],
      controllers: [
        ConversationsController,
        MessagesController,
        FeedbackController,
        FilesController,
        AccountEventsController,
        MedicineEventsController,
        KnowledgeEventsController,
        CrisisReferralsController,
      ],
      providers: [
        {
          provide: SentenceEncoders,
          inject: [CONFIG, LOGGER, DegradableChecks],
          useFactory: coachEncoders,
        },
        { provide: UnderstandingEncoding, useFactory: understandingEncoding },
        CaregiversRepository,
        MedicineListsRepository,
        ConversationsRepository,
        MessagesRepository,
        FilesRepository,
        KnowledgeRepository,
        GuidanceRepository,
        GuidanceSeeder,
        TopicVectorsRepository,
        MessageUnderstanding,
        OfflineCoach,
        DirectAnswerFinder,
        SearchRepository,
        FeedbackReviewRepository,
        CoachFiles,
        CaregiverContextReader,
        ModelClient,
        SafetyTriage,
        CrisisReferralsRepository,
        CrisisReferralsService,
        FilesService,
        AnswerService,
        MessagesService,
        ConversationsService,
        ...streamRelayProviders,
      ],
    };
  }
}
