import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { CircleClosed, CircleMedicinesForCoach, type EventPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { MedicineListsRepository } from './medicine-lists.repository';

/** care-circle's news of a recipient's medicine list, as far as the owner lets the coach know it. */
@Controller()
export class MedicineEventsController {
  constructor(private readonly lists: MedicineListsRepository) {}

  @EventPattern(CircleMedicinesForCoach.name)
  async changed(
    @Payload() event: EventPayload<typeof CircleMedicinesForCoach>,
    @Ctx() ctx: EventContext,
  ) {
    // With the setting off both lists are empty: the row stays only to hold its time, naming nothing.
    await this.lists.keep(ctx.tx, {
      recipientId: event.recipientId,
      recipientName: event.medicines.length > 0 ? event.recipientName : '',
      timeZone: event.timeZone,
      medicines: event.medicines,
      memberUserIds: event.memberUserIds,
      changedAt: new Date(event.changedAt),
    });
  }

  @EventPattern(CircleClosed.name)
  async closed(@Payload() event: EventPayload<typeof CircleClosed>, @Ctx() ctx: EventContext) {
    await this.lists.forget(ctx.tx, event.recipientId);
  }
}
