import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';

/** The HTTP routes of notifications: in-app inbox and support requests. */
@Module({ controllers: [NotificationsController] })
export class NotificationsRoutesModule {}
