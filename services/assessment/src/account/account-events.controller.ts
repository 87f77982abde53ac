import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { UserDeleted, type EventPayload } from '@tend/contracts';
import { EventContext, SubjectErasure } from '@tend/platform';
import { AssessmentsRepository } from '../assessments/assessments.repository';

/** Account deletion: erase every check-in of the user and confirm, in the event's transaction. */
@Controller()
export class AccountEventsController {
  constructor(
    private readonly assessments: AssessmentsRepository,
    private readonly erasure: SubjectErasure,
  ) {}

  @EventPattern(UserDeleted.name)
  async deleted(@Payload() event: EventPayload<typeof UserDeleted>, @Ctx() ctx: EventContext) {
    await this.assessments.deleteFor(ctx.tx, event.userId);
    await this.erasure.eraseAndConfirm(ctx.tx, event, 'assessment');
  }
}
