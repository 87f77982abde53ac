import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { PublicSupportController } from './public-support.controller';

/** The HTTP routes of notifications: in-app inbox and support requests (signed in or not). */
@Module({ controllers: [NotificationsController, PublicSupportController] })
export class NotificationsRoutesModule {}
