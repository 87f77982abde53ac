export { notificationsService, emailWorkerService } from './notifications.definition';
export type { NotificationsConfig } from './notifications.env';
export { RemindersService } from './reminders/reminders.service';
export { EmailRequests } from './email/email-requests';
