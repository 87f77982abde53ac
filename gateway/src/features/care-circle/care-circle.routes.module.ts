import { Module } from '@nestjs/common';
import { CalendarFeedController } from './calendar-feed.controller';
import { CareCircleForwards } from './care-circle.forwards';
import { CareCircleHealthForwards } from './health.forwards';

/** The HTTP routes of care-circle: forwarded, but the calendar feed, which answers iCalendar text. */
@Module({ controllers: [CareCircleForwards, CareCircleHealthForwards, CalendarFeedController] })
export class CareCircleRoutesModule {}
