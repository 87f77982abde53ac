import { z } from 'zod';
import { envInt, envUrl, HealthPorts, processEnv } from '@tend/platform';

export const NotificationsEnv = processEnv('notifications').extend({
  SMTP_URL: envUrl('smtp://127.0.0.1:1025', ['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Tend <hello@tend.care>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@tend.care'),
  /** Signs unsubscribe links; care-profile holds the same secret to verify them. */
  UNSUBSCRIBE_SECRET: z
    .string({ error: 'is missing' })
    .min(32, { error: 'must be at least 32 characters' }),
  EMAIL_CONCURRENCY: envInt(4, 1, 64),
  /** A queued e-mail with no live job after this long is queued again (Redis keeps nothing on disk). */
  EMAIL_SWEEP_AFTER_SECONDS: envInt(60, 1, 86_400),
  /** How often due reminders (weekly check-ins, assessment retakes) are looked for. */
  REMINDER_SWEEP_MINUTES: envInt(60, 1, 1440),
});
export type NotificationsConfig = z.infer<typeof NotificationsEnv>;

export const EmailWorkerEnv = NotificationsEnv.extend({
  HEALTH_PORT: NotificationsEnv.shape.HEALTH_PORT.default(HealthPorts['email-worker']),
});
