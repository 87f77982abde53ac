import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { UserEmailChanged, type EventPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { ProfilesRepository } from '../profile/profiles.repository';
import { EmailUnsubscribesRepository } from '../unsubscribe/email-unsubscribes.repository';

/**
 * The profile keeps the account's address so an unsubscribe link finds its account; what the old
 * address unsubscribed from is recorded for the new one too.
 */
@Controller()
export class EmailChangeEventsController {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly unsubscribes: EmailUnsubscribesRepository,
  ) {}

  @EventPattern(UserEmailChanged.name)
  async changed(@Payload() event: EventPayload<typeof UserEmailChanged>, @Ctx() ctx: EventContext) {
    await this.profiles.setEmail(ctx.tx, event.userId, event.email);
    await this.unsubscribes.carryOver(ctx.tx, event.userId, event.previousEmail, event.email);
  }
}
