import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { UserDeleted, type EventPayload } from '@tend/contracts';
import { EventContext, SubjectErasure } from '@tend/platform';
import { CircleClosing } from '../circle/circle-closing';
import { CirclesRepository } from '../circle/circles.repository';
import { CoachMedicinesPublisher } from '../medications/coach-medicines.publisher';
import { UpdateFilesRepository } from '../updates/update-files.repository';
import { UpdateFilesService } from '../updates/update-files.service';
import { AccountDataRepository } from './account-data.repository';
import { HealthDataRepository } from './health-data.repository';

/**
 * Account deletion, in the event's transaction. Circles the person owned close (`CircleClosing`).
 * In the others the person leaves: their membership, calendar feed, updates, comments and hearts
 * go, the tasks they had are open again, and their name comes off the doses, log entries and
 * medicine changes they made (the recipient's record stays). Their own photos and files go with
 * their posts: bytes first, then rows.
 */
@Controller()
export class AccountEventsController {
  constructor(
    private readonly circles: CirclesRepository,
    private readonly account: AccountDataRepository,
    private readonly health: HealthDataRepository,
    private readonly closing: CircleClosing,
    private readonly erasure: SubjectErasure,
    private readonly coachMedicines: CoachMedicinesPublisher,
    private readonly files: UpdateFilesRepository,
    private readonly fileBytes: UpdateFilesService,
  ) {}

  @EventPattern(UserDeleted.name)
  async deleted(@Payload() event: EventPayload<typeof UserDeleted>, @Ctx() ctx: EventContext) {
    const { tx } = ctx;
    const memberships = await this.circles.membershipsOf(tx, event.userId);
    const owned = memberships.filter((m) => m.role === 'owner').map((m) => m.recipientId);
    await this.closing.close(tx, owned, event.userId);
    for (const { recipientId } of memberships.filter((m) => m.role !== 'owner')) {
      await this.circles.removeMember(tx, recipientId, event.userId);
      await this.coachMedicines.publish(tx, recipientId);
    }
    await this.fileBytes.removeBytes(await this.files.ofUploader(tx, event.userId));
    await this.files.deleteOfUploader(tx, event.userId);
    await this.account.deleteWritings(tx, event.userId);
    await this.account.forgetInvitations(tx, event.userId, event.email);
    await this.account.forgetTasks(tx, event.userId);
    await this.health.forget(tx, event.userId);
    await this.erasure.eraseAndConfirm(tx, event, 'care-circle');
  }
}
