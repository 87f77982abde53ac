import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { UserDataErased, UserDeleted, type EventPayload } from '@tend/contracts';
import { EventContext, Outbox } from '@tend/platform';
import { AssessmentsRepository } from '../assessments/assessments.repository';

/** Account deletion: erase every check-in of the user and confirm, in the event's transaction. */
@Controller()
export class AccountEventsController {
  constructor(
    private readonly assessments: AssessmentsRepository,
    private readonly outbox: Outbox,
  ) {}

  @EventPattern(UserDeleted.name)
  async deleted(@Payload() event: EventPayload<typeof UserDeleted>, @Ctx() ctx: EventContext) {
    await this.assessments.deleteFor(ctx.tx, event.userId);
    await this.outbox.add(ctx.tx, UserDataErased, {
      userId: event.userId,
      service: 'assessment',
      erasedAt: new Date().toISOString(),
    });
  }
}
