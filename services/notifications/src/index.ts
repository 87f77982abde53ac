export { notificationsService, emailWorkerService } from './notifications.definition';
export type { NotificationsConfig } from './notifications.env';
export { decideEmail } from './email/email-policy';
