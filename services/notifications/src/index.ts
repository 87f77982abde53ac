export { notificationsService, emailWorkerService } from './notifications.definition';
export type { NotificationsConfig } from './notifications.env';
export { decideEmail } from './email/email-policy';
export { RemindersService } from './reminders/reminders.service';
export { EmailSweeper } from './email/email-sweeper';
export { EmailRequests } from './email/email-requests';
