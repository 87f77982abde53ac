import path from 'node:path';
import type { ServiceDefinition } from '@tend/platform';
import { EmailWorkerModule } from './email/email-worker.module';
import { EmailWorkerEnv, NotificationsEnv, type NotificationsConfig } from './notifications.env';
import { NotificationsModule } from './notifications.module';

const migrationsFolder = path.join(__dirname, '../migrations');

export const notificationsService: ServiceDefinition<NotificationsConfig> = {
  name: 'notifications',
  env: NotificationsEnv,
  migrationsFolder,
  module: (config) => NotificationsModule.forRoot(config),
};

/** A separate process so e-mail scales (and fails) apart from the API. */
export const emailWorkerService: ServiceDefinition<NotificationsConfig> = {
  name: 'email-worker',
  consumer: 'notifications',
  env: EmailWorkerEnv,
  migrationsFolder,
  consumesMessages: false,
  module: (config) => EmailWorkerModule.forRoot(config),
};
