import { Module } from '@nestjs/common';
import { CalendarFeedController } from './calendar-feed.controller';
import { CareCircleForwards } from './care-circle.forwards';
import { CareCircleHealthForwards } from './health.forwards';
import { UpdateFilesController } from './update-files.controller';

/**
 * The HTTP routes of care-circle: forwarded, but the calendar feed, which answers iCalendar text,
 * and the updates' photos and files, whose bytes the gateway carries.
 */
@Module({
  controllers: [
    CareCircleForwards,
    CareCircleHealthForwards,
    CalendarFeedController,
    UpdateFilesController,
  ],
})
export class CareCircleRoutesModule {}
