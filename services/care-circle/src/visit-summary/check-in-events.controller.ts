import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { AssessmentCompleted, type EventPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { OwnerCheckInsRepository } from './owner-check-ins.repository';

/**
 * A caregiver's burden check-in, as the assessment service announces it: only its level and date
 * are kept, for the doctor's page of the circles she owns (the score and answers are not).
 */
@Controller()
export class CheckInEventsController {
  constructor(private readonly checkIns: OwnerCheckInsRepository) {}

  @EventPattern(AssessmentCompleted.name)
  async completed(
    @Payload() event: EventPayload<typeof AssessmentCompleted>,
    @Ctx() ctx: EventContext,
  ) {
    await this.checkIns.record(ctx.tx, event.userId, event.level, new Date(event.completedAt));
  }
}
