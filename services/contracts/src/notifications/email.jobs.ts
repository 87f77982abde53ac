import { z } from 'zod';
import { defineJob, Queues } from '../messaging/define';
import { UserId } from '../common/primitives';

/**
 * Categories decide whether the user's communication settings may stop an e-mail: `transactional`
 * (verification, security, support confirmation) always goes; `tips` and `updates` obey the settings.
 */
export const EmailCategory = z.enum(['transactional', 'tips', 'updates']);
export type EmailCategory = z.infer<typeof EmailCategory>;

export const EmailTemplateName = z.enum(['verification', 'welcome', 'support-confirmation', 'support-request', 'tips']);
export type EmailTemplateName = z.infer<typeof EmailTemplateName>;

export const SendEmailJob = defineJob(
  Queues.email,
  'email.send',
  z.object({
    /** One e-mail per key, however often the event or the job is delivered. */
    dedupeKey: z.string().min(1).max(200),
    to: z.string(),
    userId: UserId.nullable(),
    template: EmailTemplateName,
    category: EmailCategory,
    data: z.record(z.string(), z.string()),
    correlationId: z.string().optional(),
  }),
);
