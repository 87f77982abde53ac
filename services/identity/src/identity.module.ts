import { Module } from '@nestjs/common';
import { AccountController } from './account/account.controller';
import { AccountDeletionsRepository } from './account/account-deletions.repository';
import { AccountService } from './account/account.service';
import { DataExportController } from './data-export/data-export.controller';
import { ExpiredExportsSweeper } from './data-export/expired-exports.sweeper';
import { DataExportService } from './data-export/data-export.service';
import { DataExportsRepository } from './data-export/data-exports.repository';
import { EmailChangeController } from './email-change/email-change.controller';
import { EmailChangeService } from './email-change/email-change.service';
import { EmailChangesRepository } from './email-change/email-changes.repository';
import { PasswordChangeService } from './password-reset/password-change.service';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PasswordResetsRepository } from './password-reset/password-resets.repository';
import { PasswordWriter } from './password-reset/password-writer';
import { RequestLimiter } from './rate-limit/request-limiter';
import { LoginThrottleStore } from './sessions/login-throttle.store';
import { SessionCache } from './sessions/session-cache';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { PendingSignupsRepository } from './signup/pending-signups.repository';
import { SignupLinkController } from './signup/signup-link.controller';
import { SignupLinkService } from './signup/signup-link.service';
import { SignupController } from './signup/signup.controller';
import { SignupService } from './signup/signup.service';
import { UsedSignupLinksRepository } from './signup/used-signup-links.repository';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';

@Module({
  controllers: [
    SignupController,
    SessionsController,
    UsersController,
    AccountController,
    DataExportController,
    EmailChangeController,
    PasswordResetController,
    SignupLinkController,
  ],
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
    DataExportsRepository,
    DataExportService,
    ExpiredExportsSweeper,
    EmailChangesRepository,
    EmailChangeService,
    RequestLimiter,
    UsedSignupLinksRepository,
    SignupLinkService,
    PasswordResetsRepository,
    PasswordWriter,
    PasswordResetService,
    PasswordChangeService,
  ],
})
export class IdentityModule {}
