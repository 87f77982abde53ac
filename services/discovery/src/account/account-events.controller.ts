import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { UserDeleted, type EventPayload } from '@tend/contracts';
import { EventContext, SubjectErasure } from '@tend/platform';
import { AdministratorsRepository } from '../administrators/administrators.repository';
import { JobsRepository } from '../jobs/jobs.repository';
import { SourcesRepository } from '../sources/sources.repository';

/**
 * Account deletion: discovery holds only who acted on sources and jobs, and its administrators'
 * addresses; it forgets them.
 */
@Controller()
export class AccountEventsController {
  constructor(
    private readonly sources: SourcesRepository,
    private readonly jobs: JobsRepository,
    private readonly administrators: AdministratorsRepository,
    private readonly erasure: SubjectErasure,
  ) {}

  @EventPattern(UserDeleted.name)
  async deleted(@Payload() event: EventPayload<typeof UserDeleted>, @Ctx() ctx: EventContext) {
    await this.sources.forgetActor(ctx.tx, event.userId);
    await this.jobs.forgetRequester(ctx.tx, event.userId);
    await this.administrators.forget(ctx.tx, event.userId);
    await this.erasure.eraseAndConfirm(ctx.tx, event, 'discovery');
  }
}
