import { DataExportPartModule } from '@tend/platform';
import { Module, type DynamicModule } from '@nestjs/common';
import { AccountDataRepository } from './account/account-data.repository';
import { AccountEventsController } from './account/account-events.controller';
import { CareCircleDataExport } from './account/data-export.repository';
import { HealthDataRepository } from './account/health-data.repository';
import { CalendarFeedsRepository } from './calendar/calendar-feeds.repository';
import { CalendarController } from './calendar/calendar.controller';
import { CalendarService } from './calendar/calendar.service';
import type { CareCircleConfig } from './care-circle.env';
import { CircleAccess } from './circle/circle-access';
import { CircleController } from './circle/circle.controller';
import { CircleClosing } from './circle/circle-closing';
import { RecipientEventsController } from './circle/recipient-events.controller';
import { CircleService } from './circle/circle.service';
import { CirclesRepository } from './circle/circles.repository';
import { InvitationsController } from './invitations/invitations.controller';
import { InvitationsRepository } from './invitations/invitations.repository';
import { InvitationsService } from './invitations/invitations.service';
import { TasksController } from './tasks/tasks.controller';
import { TasksRepository } from './tasks/tasks.repository';
import { TasksService } from './tasks/tasks.service';
import { CircleFiles } from './updates/circle-files';
import { UpdateFilesRepository } from './updates/update-files.repository';
import { UpdateFilesService } from './updates/update-files.service';
import { UpdatesController } from './updates/updates.controller';
import { UpdatesRepository } from './updates/updates.repository';
import { UpdatesService } from './updates/updates.service';
import { ReminderSchedule } from './reminders/reminder-schedule';
import { CareLogController } from './care-log/care-log.controller';
import { CareLogRepository } from './care-log/care-log.repository';
import { CareLogService } from './care-log/care-log.service';
import { DoseNoticesRepository } from './doses/dose-notices.repository';
import { DoseNoticesService } from './doses/dose-notices.service';
import { DosesController } from './doses/doses.controller';
import { DosesRepository } from './doses/doses.repository';
import { DosesService } from './doses/doses.service';
import { HealthAccess } from './health/health-access';
import { HealthAuditController } from './health/health-audit.controller';
import { HealthAuditRepository } from './health/health-audit.repository';
import { MedicationsController } from './medications/medications.controller';
import { CheckInEventsController } from './visit-summary/check-in-events.controller';
import { OwnerCheckInsRepository } from './visit-summary/owner-check-ins.repository';
import { VisitSummaryController } from './visit-summary/visit-summary.controller';
import { VisitSummaryRepository } from './visit-summary/visit-summary.repository';
import { VisitSummaryService } from './visit-summary/visit-summary.service';
import { MedicationsRepository } from './medications/medications.repository';
import { MedicationsService } from './medications/medications.service';
import { CoachMedicinesPublisher } from './medications/coach-medicines.publisher';
import { CoachMedicinesRepository } from './medications/coach-medicines.repository';
import { CoachMedicinesService } from './medications/coach-medicines.service';
import { RemindersRepository } from './reminders/reminders.repository';
import { RemindersService } from './reminders/reminders.service';

const repositories = [
  CirclesRepository,
  InvitationsRepository,
  TasksRepository,
  UpdatesRepository,
  UpdateFilesRepository,
  CalendarFeedsRepository,
  AccountDataRepository,
  RemindersRepository,
  MedicationsRepository,
  DosesRepository,
  DoseNoticesRepository,
  CareLogRepository,
  HealthAuditRepository,
  HealthDataRepository,
  VisitSummaryRepository,
  OwnerCheckInsRepository,
  CoachMedicinesRepository,
];

/**
 * The care circle around each care recipient: members and roles, invitations, tasks, updates, and
 * the recipient's medicines, doses and care log.
 */
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
        RecipientEventsController,
        MedicationsController,
        DosesController,
        CareLogController,
        HealthAuditController,
        VisitSummaryController,
        CheckInEventsController,
      ],
      providers: [
        ...repositories,
        CircleAccess,
        CircleService,
        CircleClosing,
        InvitationsService,
        TasksService,
        UpdatesService,
        UpdateFilesService,
        CircleFiles,
        CalendarService,
        RemindersService,
        ReminderSchedule,
        HealthAccess,
        MedicationsService,
        DosesService,
        DoseNoticesService,
        VisitSummaryService,
        CareLogService,
        CoachMedicinesPublisher,
        CoachMedicinesService,
      ],
    };
  }
}
