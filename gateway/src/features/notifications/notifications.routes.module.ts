import { Module } from '@nestjs/common';

/** The HTTP routes of notifications: in-app inbox and support requests. */
@Module({ controllers: [] })
export class NotificationsRoutesModule {}
