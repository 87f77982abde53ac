import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { DocumentPublished, DocumentRemoved, type EventPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { KnowledgeRepository } from './knowledge.repository';

/** Keeps the coach's knowledge index in step with discovery's published documents. */
@Controller()
export class KnowledgeEventsController {
  constructor(private readonly knowledge: KnowledgeRepository) {}

  @EventPattern(DocumentPublished.name)
  async published(
    @Payload() event: EventPayload<typeof DocumentPublished>,
    @Ctx() ctx: EventContext,
  ) {
    await this.knowledge.upsert(ctx.tx, event);
  }

  @EventPattern(DocumentRemoved.name)
  async removed(@Payload() event: EventPayload<typeof DocumentRemoved>, @Ctx() ctx: EventContext) {
    await this.knowledge.remove(ctx.tx, event.documentId);
  }
}
