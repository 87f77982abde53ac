import { Module } from '@nestjs/common';
import { AccountController } from './account/account.controller';
import { AccountDeletionsRepository } from './account/account-deletions.repository';
import { AccountService } from './account/account.service';
import { LoginThrottleStore } from './sessions/login-throttle.store';
import { SessionCache } from './sessions/session-cache';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { PendingSignupsRepository } from './signup/pending-signups.repository';
import { SignupController } from './signup/signup.controller';
import { SignupService } from './signup/signup.service';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';

@Module({
  controllers: [SignupController, SessionsController, UsersController, AccountController],
  providers: [
    UsersRepository,
    PendingSignupsRepository,
    SessionsRepository,
    AccountDeletionsRepository,
    SessionCache,
    LoginThrottleStore,
    SessionsService,
    SignupService,
    AccountService,
  ],
})
export class IdentityModule {}
