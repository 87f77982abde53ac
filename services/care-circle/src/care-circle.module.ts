import { DataExportPartModule } from '@tend/platform';
import { Module, type DynamicModule } from '@nestjs/common';
import { AccountDataRepository } from './account/account-data.repository';
import { AccountEventsController } from './account/account-events.controller';
import { CareCircleDataExport } from './account/data-export.repository';
import { CalendarFeedsRepository } from './calendar/calendar-feeds.repository';
import { CalendarController } from './calendar/calendar.controller';
import { CalendarService } from './calendar/calendar.service';
import type { CareCircleConfig } from './care-circle.env';
import { CircleAccess } from './circle/circle-access';
import { CircleController } from './circle/circle.controller';
import { CircleService } from './circle/circle.service';
import { CirclesRepository } from './circle/circles.repository';
import { InvitationsController } from './invitations/invitations.controller';
import { InvitationsRepository } from './invitations/invitations.repository';
import { InvitationsService } from './invitations/invitations.service';
import { TasksController } from './tasks/tasks.controller';
import { TasksRepository } from './tasks/tasks.repository';
import { TasksService } from './tasks/tasks.service';
import { UpdatesController } from './updates/updates.controller';
import { UpdatesRepository } from './updates/updates.repository';
import { UpdatesService } from './updates/updates.service';
import { ReminderSchedule } from './reminders/reminder-schedule';
import { RemindersRepository } from './reminders/reminders.repository';
import { RemindersService } from './reminders/reminders.service';

const repositories = [
  CirclesRepository,
  InvitationsRepository,
  TasksRepository,
  UpdatesRepository,
  CalendarFeedsRepository,
  AccountDataRepository,
  RemindersRepository,
];

/** The care circle around each care recipient: members and roles, invitations, tasks, updates. */
@Module({})
export class CareCircleModule {
  static forRoot(_config: CareCircleConfig): DynamicModule {
    return {
      module: CareCircleModule,
      imports: [DataExportPartModule.forService('care-circle', CareCircleDataExport)],
      controllers: [
        CircleController,
        InvitationsController,
        TasksController,
        UpdatesController,
        CalendarController,
        AccountEventsController,
      ],
      providers: [
        ...repositories,
        CircleAccess,
        CircleService,
        InvitationsService,
        TasksService,
        UpdatesService,
        CalendarService,
        RemindersService,
        ReminderSchedule,
      ],
    };
  }
}
