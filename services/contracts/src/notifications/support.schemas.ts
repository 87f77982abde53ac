import { z } from 'zod';
import { SUPPORT_CATEGORIES, SupportMessages } from './support.messages';

/** A category; `missing` is the form's own words for an empty field. */
const category = (missing: string) =>
  z.enum(SUPPORT_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? missing
        : 'Please choose one of the categories: Technical Issue, Feature Request, General Question, Feedback, Other.',
  });

export const SupportCategory = category(SupportMessages.missingFieldsDescription);
export type SupportCategory = z.infer<typeof SupportCategory>;

const required = (missing: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing });

const message = (missing: string) =>
  required(missing).max(5000, { error: 'Please keep the message under 5000 characters' });

/** `POST /api/support`: subject and message trimmed; all three required. */
export const SupportRequestBody = z.object({
  subject: required(SupportMessages.missingFieldsDescription).max(200, {
    error: 'Please keep the subject under 200 characters',
  }),
  category: SupportCategory,
  message: message(SupportMessages.missingFieldsDescription),
});
export type SupportRequestBody = z.infer<typeof SupportRequestBody>;

const publicMissing = SupportMessages.publicMissingFieldsDescription;

/**
 * `POST /api/support/public`, help for someone who cannot sign in: who to answer instead of a
 * subject. `website` is a honeypot that people never see (nor hear): a request that fills it
 * is answered like any other and never delivered.
 */
export const PublicSupportRequestBody = z.object({
  name: required(publicMissing).max(100, { error: 'Please keep your name under 100 characters' }),
  email: required(publicMissing)
    .toLowerCase()
    .pipe(
      z
        .email({ error: SupportMessages.publicInvalidEmail })
        .max(254, { error: SupportMessages.publicInvalidEmail }),
    ),
  category: category(publicMissing),
  message: message(publicMissing),
  // Any value at all, so a bot learns nothing from a 400.
  website: z.unknown().optional().meta({ description: 'Leave empty.' }),
});
export type PublicSupportRequestBody = z.infer<typeof PublicSupportRequestBody>;
