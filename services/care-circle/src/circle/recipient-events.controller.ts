import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { CareRecipientDeleted, type EventPayload } from '@tend/contracts';
import type { EventContext } from '@tend/platform';
import { CircleClosing } from './circle-closing';
import { CirclesRepository } from './circles.repository';

/**
 * A caregiver removed someone she cares for from her profile: while she still owns their circle,
 * it closes with everything in it, so no medicine, log entry or update outlives the person's
 * record. A circle she handed to another member is theirs and stays.
 */
@Controller()
export class RecipientEventsController {
  constructor(
    private readonly circles: CirclesRepository,
    private readonly closing: CircleClosing,
  ) {}

  @EventPattern(CareRecipientDeleted.name)
  async deleted(
    @Payload() event: EventPayload<typeof CareRecipientDeleted>,
    @Ctx() { tx }: EventContext,
  ) {
    const found = await this.circles.membership(event.userId, event.recipientId, tx);
    if (found?.member.role !== 'owner') return;
    await this.closing.close(tx, [event.recipientId], event.userId);
  }
}
