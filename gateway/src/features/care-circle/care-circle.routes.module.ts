import { Module } from '@nestjs/common';
import { CalendarFeedController } from './calendar-feed.controller';
import { CareCircleForwards } from './care-circle.forwards';

/** The HTTP routes of care-circle: forwarded, but the calendar feed, which answers iCalendar text. */
@Module({ controllers: [CareCircleForwards, CalendarFeedController] })
export class CareCircleRoutesModule {}
