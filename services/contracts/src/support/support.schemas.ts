import { z } from 'zod';
import { SUPPORT_CATEGORIES, SupportMessages } from './support.messages';

export const SupportCategory = z.enum(SUPPORT_CATEGORIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? SupportMessages.missingFieldsDescription
      : 'Please choose one of the categories: Technical Issue, Feature Request, General Question, Feedback, Other.',
});
export type SupportCategory = z.infer<typeof SupportCategory>;

const required = z
  .string({ error: SupportMessages.missingFieldsDescription })
  .trim()
  .min(1, { error: SupportMessages.missingFieldsDescription });

/** `POST /api/support`: subject and message trimmed; all three required. */
export const SupportRequestBody = z.object({
  subject: required.max(200, { error: 'Please keep the subject under 200 characters' }),
  category: SupportCategory,
  message: required.max(5000, { error: 'Please keep the message under 5000 characters' }),
});
export type SupportRequestBody = z.infer<typeof SupportRequestBody>;
