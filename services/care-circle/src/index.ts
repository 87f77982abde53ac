export { careCircleService } from './care-circle.definition';
export { RemindersService as CircleRemindersService } from './reminders/reminders.service';
export type { CareCircleConfig } from './care-circle.env';
export { CareCircleDataExport } from './account/data-export.repository';
export { DoseNoticesService } from './doses/dose-notices.service';
export { UpdateFilesService } from './updates/update-files.service';
