/** Support form texts and categories (zod-free, for the browser). */

/** Support request categories (docs/product-spec.md section 3), with the labels the form shows. */
export const SUPPORT_CATEGORIES = ['technical', 'feature', 'general', 'feedback', 'other'] as const;
export type SupportCategoryValue = (typeof SUPPORT_CATEGORIES)[number];

export const SupportCategoryLabels: Record<SupportCategoryValue, string> = {
  technical: 'Technical Issue',
  feature: 'Feature Request',
  general: 'General Question',
  feedback: 'Feedback',
  other: 'Other',
};

/** The support form's texts (docs/product-spec.md sections 5 and 8). */
export const SupportMessages = {
  missingFieldsTitle: 'Please fill all fields',
  missingFieldsDescription: 'Subject, category, and message are required.',
  failedTitle: 'Failed to Send',
  failedDescription: (supportEmail: string) =>
    `Please try again or email ${supportEmail} directly.`,
  sentTitle: 'Support Request Sent',
  sentDescription: "Thank you! We'll get back to you within 24 hours.",
  /** The signed-out form (issue 17): who to answer, instead of a subject. */
  publicMissingFieldsDescription: 'Name, email, category, and message are required.',
  publicInvalidEmail:
    'Please enter a valid email address, like name@example.com, so we can answer you.',
} as const;
