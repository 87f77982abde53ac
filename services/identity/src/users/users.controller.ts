import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  IdentityRpc,
  UserLanguageChanged,
  UserRoleChanged,
  type RpcPayload,
} from '@tend/contracts';
import { DATABASE, DomainError, Outbox, type Database } from '@tend/platform';
import { SessionCache } from '../sessions/session-cache';
import { SessionsRepository } from '../sessions/sessions.repository';
import { toCurrentUser, UsersRepository } from './users.repository';

@Controller()
export class UsersController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly cache: SessionCache,
    private readonly outbox: Outbox,
  ) {}

  @MessagePattern(IdentityRpc.currentUser.pattern)
  async current(@Payload() { userId }: RpcPayload<typeof IdentityRpc.currentUser>) {
    const user = await this.users.findById(userId);
    if (!user) throw DomainError.unauthorized();
    return toCurrentUser(user);
  }

  @MessagePattern(IdentityRpc.setAnalyticsConsent.pattern)
  async analyticsConsent(
    @Payload() { userId, consent }: RpcPayload<typeof IdentityRpc.setAnalyticsConsent>,
  ) {
    const user = await this.users.setAnalyticsConsent(userId, consent);
    if (!user) throw DomainError.unauthorized();
    return { analyticsConsent: user.analyticsConsent };
  }

  /** The account's language, told to the services that write to her (notifications). */
  @MessagePattern(IdentityRpc.setLanguage.pattern)
  async language(@Payload() { userId, language }: RpcPayload<typeof IdentityRpc.setLanguage>) {
    return this.db.transaction(async (tx) => {
      const user = await this.users.setLanguage(tx, userId, language);
      if (!user) throw DomainError.unauthorized();
      await this.outbox.add(tx, UserLanguageChanged, {
        userId,
        language,
        changedAt: new Date().toISOString(),
      });
      return { language: user.language };
    });
  }

  /** Used by `npm run admin:grant`; live sessions pick up the new role at their next request. */
  @MessagePattern(IdentityRpc.grantRole.pattern)
  async grantRole(@Payload() { email, role }: RpcPayload<typeof IdentityRpc.grantRole>) {
    const user = await this.db.transaction(async (tx) => {
      const updated = await this.users.setRole(tx, email, role);
      if (!updated) throw DomainError.notFound(`No account uses ${email}.`);
      await this.outbox.add(tx, UserRoleChanged, {
        userId: updated.id,
        email: updated.email,
        role,
        changedAt: new Date().toISOString(),
      });
      return updated;
    });
    await this.cache.forget((await this.sessions.listActive(user.id)).map((session) => session.id));
    return { userId: user.id, role: user.role };
  }
}
