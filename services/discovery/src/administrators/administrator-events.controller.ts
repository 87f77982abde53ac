import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  UserEmailChanged,
  UserRegistered,
  UserRoleChanged,
  type EventPayload,
} from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { SourcesRepository } from '../sources/sources.repository';
import { AdministratorsRepository, type Administrator } from './administrators.repository';

/**
 * Who the super administrators are and their addresses, from identity's events, so the audit log
 * names who acted without asking identity on every action. Deletion is handled with the rest of
 * the account's erasure (`AccountEventsController`).
 */
@Controller()
export class AdministratorEventsController {
  constructor(
    private readonly administrators: AdministratorsRepository,
    private readonly sources: SourcesRepository,
  ) {}

  @EventPattern(UserRegistered.name)
  async registered(
    @Payload() event: EventPayload<typeof UserRegistered>,
    @Ctx() ctx: EventContext,
  ) {
    if (event.role !== 'super_admin') return;
    await this.remember(ctx, {
      userId: event.userId,
      email: event.email,
      asOf: new Date(event.registeredAt),
    });
  }

  @EventPattern(UserRoleChanged.name)
  async roleChanged(
    @Payload() event: EventPayload<typeof UserRoleChanged>,
    @Ctx() ctx: EventContext,
  ) {
    if (event.role !== 'super_admin')
      return this.administrators.forget(ctx.tx, event.userId, new Date(event.changedAt));
    await this.remember(ctx, {
      userId: event.userId,
      email: event.email,
      asOf: new Date(event.changedAt),
    });
  }

  @EventPattern(UserEmailChanged.name)
  async emailChanged(
    @Payload() event: EventPayload<typeof UserEmailChanged>,
    @Ctx() ctx: EventContext,
  ) {
    await this.administrators.changeEmail(ctx.tx, {
      userId: event.userId,
      email: event.email,
      asOf: new Date(event.changedAt),
    });
  }

  /**
   * Keeps the address, and names it in this administrator's audit entries made before discovery
   * knew it (an action right after the grant, before its event arrived).
   */
  private async remember({ tx }: EventContext, administrator: Administrator) {
    await this.administrators.remember(tx, administrator);
    const email = await this.administrators.email(administrator.userId, tx);
    if (email) await this.sources.nameActor(tx, administrator.userId, email);
  }
}
