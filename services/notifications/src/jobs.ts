import { z } from 'zod';
import { defineJob, Queues } from '@tend/contracts';

// The notifications service's own queue jobs: they pass only between its API and its workers, so
// they live here rather than in contracts (which hold what crosses a service's boundary).

/**
 * Categories decide whether the user's communication settings may stop an e-mail: `transactional`
 * (verification, security, support confirmation) always goes; `tips` and `updates` obey the settings.
 */
export const EmailCategory = z.enum(['transactional', 'tips', 'updates']);
export type EmailCategory = z.infer<typeof EmailCategory>;

export const EmailTemplateName = z.enum([
  'verification',
  'account-exists',
  'email-change-confirm',
  'email-changed',
  'password-reset',
  'welcome',
  'support-confirmation',
  'support-request',
  'tips',
  'data-export-ready',
  'password-changed',
  'new-device-signin',
  'account-deleted',
  'circle-invitation',
  'circle-task-reminder',
  'circle-update',
  'circle-updates-digest',
  'circle-dose-reminder',
  'circle-dose-missed',
  'circle-refill',
  'eligibility-results',
]);
export type EmailTemplateName = z.infer<typeof EmailTemplateName>;

/**
 * Wakes an e-mail worker for one delivery. The delivery itself (recipient, template, data) lives
 * in the notifications database, so a lost or repeated job can never change or double an e-mail.
 */
export const SendEmailJob = defineJob(
  Queues.email,
  'email.send',
  z.object({
    dedupeKey: z.string().min(1).max(200),
    correlationId: z.string().optional(),
  }),
);

/** Runs the time-driven reminders (weekly check-ins, assessment retakes); scheduled by the worker. */
export const ReminderSweepJob = defineJob(Queues.reminders, 'reminders.sweep', z.object({}));
