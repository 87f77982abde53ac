import { z } from 'zod';
import { Language } from '../common/language';
import { EligibilityAnswers } from '../eligibility/eligibility.schemas';

export const EligibilityEmailMessages = {
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  noAnswers: 'Please answer the six questions of the check first.',
} as const;

/**
 * `POST /api/eligibility/email`: a visitor's checker answers and the address to send their
 * results to, once. The address is used for that e-mail only and not kept.
 */
export const EmailEligibilityResultsBody = z.object({
  email: z
    .string({ error: EligibilityEmailMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: EligibilityEmailMessages.invalidEmail })
        .max(254, { error: EligibilityEmailMessages.invalidEmail }),
    ),
  answers: z.object(EligibilityAnswers.shape, { error: EligibilityEmailMessages.noAnswers }),
  /** The language the visitor reads the checker in; the e-mail is written in it. */
  language: Language.optional(),
});
export type EmailEligibilityResultsBody = z.infer<typeof EmailEligibilityResultsBody>;
