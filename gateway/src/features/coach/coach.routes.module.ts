import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { CoachRedis } from './coach-redis';
import { CoachStatus } from './coach-status';
import { ConversationsController } from './conversations.controller';
import { CrisisReferralsController } from './crisis-referrals.controller';
import { FilesController } from './files.controller';
import { MessageStreamController } from './message-stream.controller';
import { UploadBodyParser } from './upload-body-parser';

/** The HTTP routes of coach: thin controllers that validate, check the caller and call it over RPC. */
@Module({
  controllers: [
    ConversationsController,
    MessageStreamController,
    ChatController,
    FilesController,
    CrisisReferralsController,
  ],
  providers: [CoachRedis, CoachStatus, UploadBodyParser],
  exports: [CoachStatus],
})
export class CoachRoutesModule {}
