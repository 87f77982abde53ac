import { Module } from '@nestjs/common';
import { NotificationsForwards } from './notifications.forwards';

/** The HTTP routes of notifications: in-app inbox and support requests (signed in or not). */
@Module({ controllers: [NotificationsForwards] })
export class NotificationsRoutesModule {}
