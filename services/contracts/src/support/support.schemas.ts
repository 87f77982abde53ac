import { z } from 'zod';

/** Support request categories (spec section 3), with the labels the form shows. */
export const SupportCategory = z.enum(['technical', 'feature', 'general', 'feedback', 'other']);
export type SupportCategory = z.infer<typeof SupportCategory>;

export const SupportCategoryLabels: Record<SupportCategory, string> = {
  technical: 'Technical Issue',
  feature: 'Feature Request',
  general: 'General Question',
  feedback: 'Feedback',
  other: 'Other',
};

/** The support form's texts (spec sections 5 and 8). */
export const SupportMessages = {
  missingFieldsTitle: 'Please fill all fields',
  missingFieldsDescription: 'Subject, category, and message are required.',
  failedTitle: 'Failed to Send',
  failedDescription: (supportEmail: string) => `Please try again or email ${supportEmail} directly.`,
  sentTitle: 'Support Request Sent',
  sentDescription: "Thank you! We'll get back to you within 24 hours.",
} as const;

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
