import { Module } from '@nestjs/common';
import { CoachForwards, CrisisReferralsForwards } from './coach.forwards';
import { CoachRedis } from './coach-redis';
import { CoachStatus } from './coach-status';
import { ConversationExportController } from './conversation-export.controller';
import { FilesController } from './files.controller';
import { MessageStreamController } from './message-stream.controller';

/**
 * The HTTP routes of coach: forwarded as RouteForwards declares, but the stream, the export and
 * the files, where the gateway does the work.
 */
@Module({
  controllers: [
    CoachForwards,
    ConversationExportController,
    MessageStreamController,
    FilesController,
    CrisisReferralsForwards,
  ],
  providers: [CoachRedis, CoachStatus],
  exports: [CoachStatus],
})
export class CoachRoutesModule {}
