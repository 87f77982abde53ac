import { z } from 'zod';

/** `GET /api/unsubscribe/:token` answer (docs/product-spec.md section 3). `emailType` is 'all' or a named type. */
export const UnsubscribeResult = z.object({
  success: z.boolean(),
  message: z.string(),
  email: z.string().nullable().optional(),
  emailType: z.string().nullable().optional(),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;
