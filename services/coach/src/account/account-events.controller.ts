import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  AssessmentCompleted,
  CareRecipientsChanged,
  UserDeleted,
  UserRegistered,
  type EventPayload,
} from '@tend/contracts';
import { EventContext, SubjectErasure } from '@tend/platform';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { FilesRepository } from '../files/files.repository';
import { FilesService } from '../files/files.service';
import { MedicineListsRepository } from '../medicines/medicine-lists.repository';
import { MessagesRepository } from '../messages/messages.repository';
import { CaregiversRepository } from './caregivers.repository';

/** Other services' news about a caregiver: who they are, how they are doing, and erasure. */
@Controller()
export class AccountEventsController {
  constructor(
    private readonly caregivers: CaregiversRepository,
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly files: FilesRepository,
    private readonly filesService: FilesService,
    private readonly erasure: SubjectErasure,
    private readonly medicineLists: MedicineListsRepository,
  ) {}

  @EventPattern(UserRegistered.name)
  async registered(
    @Payload() event: EventPayload<typeof UserRegistered>,
    @Ctx() ctx: EventContext,
  ) {
    await this.caregivers.setFirstName(event.userId, event.firstName, ctx.tx);
  }

  @EventPattern(CareRecipientsChanged.name)
  async recipientsChanged(
    @Payload() event: EventPayload<typeof CareRecipientsChanged>,
    @Ctx() ctx: EventContext,
  ) {
    await this.caregivers.updateRecipients(
      ctx.tx,
      event.userId,
      event.recipients,
      new Date(event.changedAt),
    );
  }

  @EventPattern(AssessmentCompleted.name)
  async assessed(
    @Payload() event: EventPayload<typeof AssessmentCompleted>,
    @Ctx() ctx: EventContext,
  ) {
    await this.caregivers.setBurdenLevel(
      ctx.tx,
      event.userId,
      event.level,
      new Date(event.completedAt),
    );
  }

  /**
   * Everything held for the user goes: files' bytes first (idempotent, so a retry after a failed
   * commit finds nothing left to do), then the rows, with the confirmation in the same commit.
   */
  @EventPattern(UserDeleted.name)
  async deleted(@Payload() event: EventPayload<typeof UserDeleted>, @Ctx() ctx: EventContext) {
    await this.filesService.removeAllBytes(event.userId);
    await this.files.deleteAllFor(ctx.tx, event.userId);
    await this.messages.deleteAllFor(ctx.tx, event.userId);
    await this.conversations.deleteAllFor(ctx.tx, event.userId);
    await this.caregivers.delete(ctx.tx, event.userId);
    await this.medicineLists.forgetMember(ctx.tx, event.userId);
    await this.erasure.eraseAndConfirm(ctx.tx, event, 'coach');
  }
}
