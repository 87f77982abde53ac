import { z } from 'zod';

/** What an unsubscribe link stops: every optional e-mail, or one kind. */
export const UnsubscribeScope = z.enum(['all', 'tips', 'updates']);
export type UnsubscribeScope = z.infer<typeof UnsubscribeScope>;
